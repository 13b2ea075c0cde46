import { giftWrapsFilter } from '@/nostr/account-filters';
import type { NostrEvent, NostrFilter } from '@/nostr/event';

/** How often, and after how long (doubling), a subscription refused with auth-required: is asked again. */
const AUTH_RETRIES = 4;
const AUTH_RETRY_MS = 400;
/** How long the first load waits for relays that neither answer nor refuse before showing what it has. */
export const INBOX_SETTLE_MS = 8_000;

/** What an inbox reads relays with: a live subscription as the relay layer's `req` gives it. */
export interface LiveRelay {
  req(filters: NostrFilter[], opts: { signal?: AbortSignal }): AsyncIterable<readonly unknown[]>;
}

interface RelayRead {
  controller: AbortController;
  /** EOSE came, or the subscription ended. */
  settled: boolean;
  /** Why the subscription ended, if it did. */
  failed?: string;
}

/**
 * The inbox's live subscriptions (InboxStore): one per DM relay of the account for the gift wraps p-tagged to
 * it, each wrap handed to `onWrap` as it arrives (unverified order, possibly twice from two relays), and
 * `onChange` called when a relay settles (EOSE, or the subscription ended) or the wait for them is over.
 */
export class InboxRelays {
  private readonly relays = new Map<string, RelayRead>();
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private timedOut = false;
  /** Whether the relays to read were named yet (`set`): until then nothing has been asked, so nothing is settled. */
  private named = false;

  constructor(
    private readonly me: string,
    private readonly openRelay: (url: string) => LiveRelay,
    private readonly onWrap: (wrap: NostrEvent) => void,
    private readonly onChange: () => void,
  ) {}

  /** Reads from exactly these relays from now on: new ones are subscribed, dropped ones closed. */
  set(urls: readonly string[]): void {
    this.named = true;
    for (const [url, relay] of this.relays) {
      if (urls.includes(url)) continue;
      relay.controller.abort();
      this.relays.delete(url);
    }
    for (const url of urls) if (!this.relays.has(url)) this.listen(url);
    if (this.settleTimer === undefined && urls.length > 0) {
      this.settleTimer = setTimeout(() => {
        this.timedOut = true;
        this.onChange();
      }, INBOX_SETTLE_MS);
    }
  }

  /** Stops every subscription. */
  stop(): void {
    for (const relay of this.relays.values()) relay.controller.abort();
    this.relays.clear();
    clearTimeout(this.settleTimer);
    this.settleTimer = undefined;
  }

  /**
   * Every relay has answered what it has (or given up), or the wait for them is over. Before the relays are
   * named it is not: an inbox would otherwise say 'No messages yet' for a frame before its relays are asked.
   */
  get settled(): boolean {
    return this.timedOut || (this.named && [...this.relays.values()].every((relay) => relay.settled));
  }

  /** When every relay's subscription failed: the first one's reason. */
  get failure(): string | undefined {
    const relays = [...this.relays.values()];
    return relays.length > 0 && relays.every((relay) => relay.failed !== undefined) ? relays[0]!.failed : undefined;
  }

  private listen(url: string): void {
    const entry: RelayRead = { controller: new AbortController(), settled: false };
    this.relays.set(url, entry);
    const filters: NostrFilter[] = [giftWrapsFilter(this.me)];
    const signal = entry.controller.signal;
    void (async () => {
      // A relay may refuse with auth-required: while the account's AUTH is still on its way (just signed in or
      // switched accounts on an open connection): ask again a few times, then give up on that relay.
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        let closed: string | undefined;
        try {
          for await (const message of this.openRelay(url).req(filters, { signal })) {
            if (message[0] === 'EVENT') this.onWrap(message[2] as NostrEvent);
            else if (message[0] === 'EOSE') this.settle(entry);
            else if (message[0] === 'CLOSED') closed = String(message[2] ?? 'closed');
          }
        } catch (error) {
          closed = error instanceof Error ? error.message : String(error);
        }
        if (signal.aborted) return;
        if (closed?.startsWith('auth-required:') && attempt < AUTH_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, AUTH_RETRY_MS * 2 ** attempt));
          continue;
        }
        this.settle(entry, closed ?? 'the relay ended the subscription');
        return;
      }
    })();
  }

  private settle(entry: RelayRead, failed?: string): void {
    entry.settled = true;
    if (failed !== undefined) {
      entry.failed = failed;
      console.warn(`[messages] a relay ended the inbox subscription: ${failed}`);
    }
    this.onChange();
  }
}
