import type { NostrEvent, NostrFilter } from '@/nostr/event';

import { verifyEvents } from '../verify/batch-verifier';

/** What a subscription reports, in the order the relay sent it (events only after they verify). */
export interface SubscriptionHandlers {
  onEvents(events: NostrEvent[]): void;
  onEose(): void;
  onClosed(reason: string): void;
  /** The relay sent an event for this REQ that the app's limits dropped (docs/architecture.md §5, §16). */
  onRefused?(): void;
}

type InboxItem = { type: 'event'; event: NostrEvent } | { type: 'eose' } | { type: 'closed'; reason: string };

/** Large enough to amortise the worker round trip, small enough that a page fills in a few steps. */
const MAX_BATCH = 25;

/**
 * One REQ on one connection. Events are verified (signature and id, in the verification worker) before they
 * are reported, and EOSE / CLOSED wait behind the events that came before them, so a reader never sees
 * "end of stored events" before the stored events. The first event goes to the verifier alone (the first
 * card paints as soon as it is checked); the ones that arrive meanwhile form the next batch.
 */
export class Subscription {
  /** Whether the REQ went out on the current socket. */
  sent = false;
  /** Set once the relay said EOSE on this REQ; a live subscription keeps receiving after it. */
  eose = false;
  /** Set while the subscription waits for NIP-42 authentication before asking again. */
  awaitingAuth = false;
  /** How many times this REQ was re-sent after an `auth-required:` CLOSED. */
  authRetries = 0;
  /** How a one-shot query ends when its connection fails (live subscriptions wait for a reconnect instead). */
  fail: ((error: Error) => void) | undefined;
  private readonly inbox: InboxItem[] = [];
  private draining = false;
  private ended = false;

  constructor(
    readonly id: string,
    readonly filters: NostrFilter[],
    /** Live subscriptions survive a dropped connection (re-sent on reconnect); one-shot queries fail instead. */
    readonly live: boolean,
    private readonly handlers: SubscriptionHandlers,
  ) {}

  receiveEvent(event: NostrEvent): void {
    this.push({ type: 'event', event });
  }

  receiveRefused(): void {
    if (!this.ended) this.handlers.onRefused?.();
  }

  receiveEose(): void {
    this.eose = true;
    this.push({ type: 'eose' });
  }

  receiveClosed(reason: string): void {
    this.push({ type: 'closed', reason });
  }

  /** Stops reporting anything (the caller unsubscribed or the query settled). */
  end(): void {
    this.ended = true;
    this.inbox.length = 0;
  }

  private push(item: InboxItem): void {
    if (this.ended) return;
    this.inbox.push(item);
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (!this.ended && this.inbox.length > 0) {
        const head = this.inbox[0]!;
        if (head.type === 'eose') {
          this.inbox.shift();
          this.handlers.onEose();
          continue;
        }
        if (head.type === 'closed') {
          this.inbox.shift();
          this.handlers.onClosed(head.reason);
          continue;
        }
        let count = 0;
        while (count < this.inbox.length && count < MAX_BATCH && this.inbox[count]!.type === 'event') count += 1;
        const batch = this.inbox.splice(0, count).map((item) => (item as { event: NostrEvent }).event);
        let valid: boolean[];
        try {
          valid = await verifyEvents(batch);
        } catch (error) {
          // The verifier could not even load: nothing can be trusted, so the subscription ends like a CLOSED.
          this.inbox.length = 0;
          if (!this.ended) this.handlers.onClosed(`error: could not verify events (${String(error)})`);
          return;
        }
        if (this.ended) return;
        const accepted = batch.filter((_, index) => valid[index]);
        if (accepted.length > 0) this.handlers.onEvents(accepted);
      }
    } finally {
      this.draining = false;
    }
  }
}
