import type { Filter, NostrEvent } from 'nostr-tools';

import { eventMatchesFilter } from './match-filter';
import { RELAY_LIMITS } from './relay-limits';

/** Anything that can receive relay messages; in practice one WebSocket connection. */
export interface Subscriber {
  send(message: readonly unknown[]): void;
  /** Whether this subscriber may see `event` at all (NIP-42: gift wraps only to their recipient). */
  mayReceive?(event: NostrEvent): boolean;
}

export interface Subscription {
  readonly filters: readonly Filter[];
  /**
   * Ids already sent live while the stored results were still being read, so the stored pass does
   * not send them twice. Null once EOSE has gone out.
   */
  liveIdsBeforeEose: Set<string> | null;
}

/**
 * Open REQ subscriptions of every connection, and delivery of new events to them. Used instead of
 * the library's subscription service, whose live matching ignores tag filters (a `#p` subscription
 * would receive every event of its kinds) and whose per-client cap silently drops the oldest REQ.
 */
export class SubscriptionRegistry {
  private readonly subscribers = new Map<Subscriber, Map<string, Subscription>>();

  add(subscriber: Subscriber): void {
    this.subscribers.set(subscriber, new Map());
  }

  remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  /**
   * Opens (or, for a known id, replaces as NIP-01 says) a subscription that receives live events
   * from now on. Returns null when the connection already has the maximum number open.
   */
  open(subscriber: Subscriber, id: string, filters: readonly Filter[]): Subscription | null {
    const subscriptions = this.subscribers.get(subscriber);
    if (!subscriptions) return null;
    if (!subscriptions.has(id) && subscriptions.size >= RELAY_LIMITS.maxSubscriptions) return null;
    const subscription: Subscription = { filters, liveIdsBeforeEose: new Set() };
    subscriptions.set(id, subscription);
    return subscription;
  }

  close(subscriber: Subscriber, id: string): void {
    this.subscribers.get(subscriber)?.delete(id);
  }

  /**
   * Sends `event` to every subscription with a matching filter. Search filters get no live events:
   * NIP-50 leaves that open and the app only searches in one-shot queries.
   */
  broadcast(event: NostrEvent): void {
    for (const [subscriber, subscriptions] of this.subscribers) {
      if (subscriber.mayReceive && !subscriber.mayReceive(event)) continue;
      for (const [id, subscription] of subscriptions) {
        const matches = subscription.filters.some(
          (filter) => filter.search === undefined && eventMatchesFilter(filter, event),
        );
        if (!matches) continue;
        subscription.liveIdsBeforeEose?.add(event.id);
        subscriber.send(['EVENT', id, event]);
      }
    }
  }
}
