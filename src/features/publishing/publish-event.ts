import type { NostrEvent } from '@nostrify/nostrify';

import { eventStore } from '@/features/relay/public';
import type { EventTemplate } from '@/nostr/event';

export const NOT_LOGGED_IN = 'User is not logged in';

/**
 * What a publisher passes in: created_at defaults to now. `alsoTo` names relays beyond the user's write
 * relays (a deletion goes wherever the deleted event was seen; a NIP-65 list also to the relays it names).
 */
export type PublishTemplate = Omit<EventTemplate, 'created_at'> & { created_at?: number; alsoTo?: readonly string[] };

/** One relay's answer: accepted, or refused/failed with the relay's reason text. */
export type RelayPublishResult = { relay: string; ok: true } | { relay: string; ok: false; reason: string };

export interface PublishOutcome {
  event: NostrEvent;
  results: RelayPublishResult[];
}

/**
 * Thrown when no relay accepted the event; carries every relay's answer and, when it was signed, the event,
 * so a retry can send the very same event again (a deletion's Retry, docs/product.md §4 Seller actions).
 */
export class PublishError extends Error {
  readonly results: RelayPublishResult[];
  readonly event: NostrEvent | undefined;

  constructor(results: RelayPublishResult[], event?: NostrEvent) {
    const reasons = results.filter((result) => !result.ok).map((result) => result.reason);
    super(reasons[0] ?? 'No relay to publish to');
    this.name = 'PublishError';
    this.results = results;
    this.event = event;
  }
}

/**
 * docs/product.md §7: a `client` tag with the hostname is added when the app is served over https and the event has
 * none. Local development (http) adds nothing, so test events do not name a throwaway host.
 */
export function withClientTag(template: PublishTemplate, location: Pick<Location, 'protocol' | 'hostname'>): PublishTemplate {
  const hasClientTag = template.tags.some(([name]) => name === 'client');
  if (location.protocol !== 'https:' || hasClientTag || location.hostname === '') return template;
  return { ...template, tags: [...template.tags, ['client', location.hostname]] };
}

export interface EventSink {
  event(event: NostrEvent, options: { signal: AbortSignal }): Promise<void>;
}

/**
 * Sends the event to each relay on its own, so every relay's OK or refusal is known, each with its own
 * timeout. Never throws: a relay that fails becomes a result with its reason. An event a relay accepted goes
 * into the page's event store (docs/architecture.md §20), so the app's own deletions and edits show on every
 * screen at once.
 */
export async function publishToRelays(
  event: NostrEvent,
  relays: readonly string[],
  openRelay: (url: string) => EventSink,
  timeoutMs: number,
): Promise<RelayPublishResult[]> {
  const results = await Promise.all(
    relays.map(async (relay): Promise<RelayPublishResult> => {
      try {
        await openRelay(relay).event(event, { signal: AbortSignal.timeout(timeoutMs) });
        return { relay, ok: true };
      } catch (error) {
        return { relay, ok: false, reason: reasonOf(error) };
      }
    }),
  );
  if (results.some((result) => result.ok)) eventStore.add(event);
  return results;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : 'Relay did not accept the event';
}
