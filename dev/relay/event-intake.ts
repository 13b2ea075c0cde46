import type { NostrRelay } from '@nostr-relay/core';

import type { CarstrEventRepository } from './carstr-event-repository';
import { errorText } from './error-text';
import { DELETION_KIND } from './event-kinds';
import type { SubscriptionRegistry } from './subscription-registry';
import { claimedEventId, validateEvent } from './validate-event';

/** What an OK message says about one EVENT; `eventId` is null when the client sent no usable id. */
export interface IntakeResult {
  eventId: string | null;
  accepted: boolean;
  reason: string;
}

/**
 * The one path every incoming event takes, from a socket or from `RelayHandle.publish`: our full
 * validation, the NIP-09 tombstone check, then the library's handling (duplicate check, storage or
 * ephemeral broadcast). Never throws; every failure becomes an OK false with a NIP-01 prefix.
 */
export class EventIntake {
  private readonly relay: NostrRelay;
  private readonly repository: CarstrEventRepository;
  private readonly registry: SubscriptionRegistry;

  constructor(relay: NostrRelay, repository: CarstrEventRepository, registry: SubscriptionRegistry) {
    this.relay = relay;
    this.repository = repository;
    this.registry = registry;
  }

  async submit(input: unknown): Promise<IntakeResult> {
    const validation = validateEvent(input);
    if (!validation.ok) return { eventId: claimedEventId(input), accepted: false, reason: validation.reason };
    const { event } = validation;
    try {
      if (this.repository.isDeleted(event)) {
        return { eventId: event.id, accepted: false, reason: 'blocked: this event was deleted by its author' };
      }
      const result = await this.relay.handleEvent(event);
      const reason = result.message ?? '';
      // The library stores deletion requests through us but never broadcasts them.
      if (result.success && event.kind === DELETION_KIND && !reason.startsWith('duplicate:')) {
        this.registry.broadcast(event);
      }
      return { eventId: event.id, accepted: result.success, reason };
    } catch (error) {
      return { eventId: event.id, accepted: false, reason: `error: ${errorText(error)}` };
    }
  }
}
