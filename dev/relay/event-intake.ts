import type { NostrRelay } from '@nostr-relay/core';
import type { NostrEvent } from 'nostr-tools';

import { quotaProblem } from './author-quota';
import type { CarstrEventRepository } from './carstr-event-repository';
import { errorText } from './error-text';
import { DELETION_KIND } from './event-kinds';
import type { AbuseLimits } from './relay-limits';
import type { SubscriptionRegistry } from './subscription-registry';
import { claimedEventId, validateEvent } from './validate-event';

/** What an OK message says about one EVENT; `eventId` is null when the client sent no usable id. */
export interface IntakeResult {
  eventId: string | null;
  accepted: boolean;
  reason: string;
}

type IntakeLimits = Pick<AbuseLimits, 'maxFutureSeconds' | 'maxEventsPerAuthor' | 'maxBytesPerAuthor'>;

/**
 * The one path every incoming event takes, from a socket or from `RelayHandle.publish`: our full
 * validation (the clock bound included), the NIP-09 tombstone check, the author's storage quota, then the
 * library's handling (duplicate check, storage or ephemeral broadcast). Never throws; every failure becomes
 * an OK false with a NIP-01 prefix.
 */
export class EventIntake {
  private readonly relay: NostrRelay;
  private readonly repository: CarstrEventRepository;
  private readonly registry: SubscriptionRegistry;
  private readonly limits: IntakeLimits;
  /**
   * One author's events are checked against the quota and stored one at a time, so two connections
   * publishing for the same key at once cannot both pass the check for the last free slot.
   */
  private readonly authorTurns = new Map<string, Promise<unknown>>();

  constructor(relay: NostrRelay, repository: CarstrEventRepository, registry: SubscriptionRegistry, limits: IntakeLimits) {
    this.relay = relay;
    this.repository = repository;
    this.registry = registry;
    this.limits = limits;
  }

  async submit(input: unknown): Promise<IntakeResult> {
    const validation = validateEvent(input, Math.floor(Date.now() / 1000), this.limits.maxFutureSeconds);
    if (!validation.ok) return { eventId: claimedEventId(input), accepted: false, reason: validation.reason };
    const { event } = validation;
    try {
      return await this.inAuthorTurn(event.pubkey, () => this.store(event));
    } catch (error) {
      return { eventId: event.id, accepted: false, reason: `error: ${errorText(error)}` };
    }
  }

  private async store(event: NostrEvent): Promise<IntakeResult> {
    if (this.repository.isDeleted(event)) {
      return { eventId: event.id, accepted: false, reason: 'blocked: this event was deleted by its author' };
    }
    const overQuota = quotaProblem(event, this.repository.authorStorage(event), this.limits);
    if (overQuota !== undefined) return { eventId: event.id, accepted: false, reason: overQuota };
    const result = await this.relay.handleEvent(event);
    const reason = result.message ?? '';
    // The library stores deletion requests through us but never broadcasts them.
    if (result.success && event.kind === DELETION_KIND && !reason.startsWith('duplicate:')) {
      this.registry.broadcast(event);
    }
    return { eventId: event.id, accepted: result.success, reason };
  }

  private inAuthorTurn<T>(author: string, task: () => Promise<T>): Promise<T> {
    const previous = this.authorTurns.get(author) ?? Promise.resolve();
    const turn = previous.then(task, task);
    this.authorTurns.set(author, turn);
    const forget = (): void => {
      if (this.authorTurns.get(author) === turn) this.authorTurns.delete(author);
    };
    turn.then(forget, forget);
    return turn;
  }
}
