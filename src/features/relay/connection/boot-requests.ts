import type { NostrFilter } from '@/nostr/event';
import type { ReadMessage } from '@/nostr/relay-message';

/** A REQ the boot script sent on an early socket (early-sockets.ts), before the app existed. */
export interface BootRequest {
  id: string;
  filters: NostrFilter[];
}

export type SubscriptionMessage = Extract<ReadMessage, { type: 'EVENT' | 'EOSE' | 'CLOSED' }>;

/** The same filters, whatever the order of their keys. */
export function filtersKey(filters: readonly NostrFilter[]): string {
  return JSON.stringify(filters.map((filter) => Object.fromEntries(Object.entries(filter).toSorted(([a], [b]) => a.localeCompare(b)))));
}

/**
 * The boot script's REQs on an adopted socket, until the app asks the same thing: their answers are held
 * here, and the app's subscription with equal filters takes over the REQ (its id, its held messages) instead
 * of sending it again. What nobody claims within `ttlMs` is closed on the relay (`close`).
 */
export class BootRequests {
  private readonly pending = new Map<string, { key: string; held: SubscriptionMessage[] }>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly close: (id: string) => void) {}

  adopt(requests: readonly BootRequest[], ttlMs: number): void {
    for (const request of requests) this.pending.set(request.id, { key: filtersKey(request.filters), held: [] });
    if (this.pending.size === 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      for (const id of this.pending.keys()) this.close(id);
      this.pending.clear();
    }, ttlMs);
  }

  /** Holds a message for an unclaimed boot REQ; false when the message is not for one. */
  hold(message: SubscriptionMessage): boolean {
    const request = this.pending.get(message.subscriptionId);
    request?.held.push(message);
    return request !== undefined;
  }

  /** The unclaimed boot REQ with these filters, with what the relay answered so far; it is claimed once. */
  claim(filters: readonly NostrFilter[]): { id: string; held: SubscriptionMessage[] } | undefined {
    const key = filtersKey(filters);
    for (const [id, request] of this.pending) {
      if (request.key !== key) continue;
      this.pending.delete(id);
      return { id, held: request.held };
    }
    return undefined;
  }

  /** The socket went away, and the REQs with it. */
  clear(): void {
    clearTimeout(this.timer);
    this.pending.clear();
  }
}
