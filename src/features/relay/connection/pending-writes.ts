import type { NostrEvent, NostrFilter } from '@/nostr/event';

import { abortError, SubscriptionClosed } from './relay-errors';

/** The NIP-01 prefix of a refusal that NIP-42 authentication may lift. */
export const AUTH_REQUIRED = 'auth-required:';

export interface CountResult {
  count: number;
  approximate?: boolean;
}

export interface PendingPublish {
  event: NostrEvent;
  sent: boolean;
  retriedAfterAuth: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface PendingCount {
  filters: NostrFilter[];
  sent: boolean;
  resolve: (result: CountResult) => void;
  reject: (error: unknown) => void;
}

/**
 * A connection's writes that wait for the relay's answer: publishes (EVENT → OK) and NIP-45 counts (COUNT →
 * COUNT or CLOSED). Each is sent when the socket is open, again after a reconnect if it never went out, and
 * a publish refused with `auth-required:` once more after the relay accepted our AUTH (RelayConnection).
 */
export class PendingWrites {
  private readonly publishes = new Map<string, PendingPublish>();
  private readonly counts = new Map<string, PendingCount>();

  /** `send` writes a message on the open socket (nothing when it is not open); `settled` runs after each write ends. */
  constructor(
    private readonly send: (message: unknown[]) => void,
    private readonly settled: () => void,
  ) {}

  get size(): number {
    return this.publishes.size + this.counts.size;
  }

  /** Registers `event` for publishing; the promise settles on the relay's OK, an abort or a failure. Not sent yet. */
  addPublish(event: NostrEvent, signal: AbortSignal | undefined): { promise: Promise<void>; pending: PendingPublish } {
    this.publishes.get(event.id)?.reject(new Error('Published again'));
    let pending!: PendingPublish;
    const promise = new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        if (this.publishes.get(event.id) !== pending) return;
        this.publishes.delete(event.id);
        signal?.removeEventListener('abort', onAbort);
        this.settled();
        if (error === undefined) resolve();
        else reject(error);
      };
      const onAbort = () => settle(abortError());
      pending = { event, sent: false, retriedAfterAuth: false, resolve: () => settle(), reject: (error) => settle(error) };
      this.publishes.set(event.id, pending);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    return { promise, pending };
  }

  /** Registers a COUNT under subscription id `id`; the promise settles on the relay's answer, an abort or a failure. */
  addCount(id: string, filters: NostrFilter[], signal: AbortSignal): { promise: Promise<CountResult>; send: () => void } {
    let pending!: PendingCount;
    const promise = new Promise<CountResult>((resolve, reject) => {
      const settle = (error: unknown, result?: CountResult) => {
        if (!this.counts.delete(id)) return;
        signal.removeEventListener('abort', onAbort);
        this.settled();
        if (result) resolve(result);
        else reject(error);
      };
      const onAbort = () => settle(abortError());
      pending = { filters, sent: false, resolve: (result) => settle(undefined, result), reject: (error) => settle(error) };
      this.counts.set(id, pending);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    return { promise, send: () => this.sendCount(id, pending) };
  }

  sendPublish(pending: PendingPublish): void {
    pending.sent = true;
    this.send(['EVENT', pending.event]);
  }

  /** The socket (re)opened: everything that has not gone out goes now. */
  sendUnsent(): void {
    for (const pending of this.publishes.values()) if (!pending.sent) this.sendPublish(pending);
    for (const [id, pending] of this.counts) if (!pending.sent) this.sendCount(id, pending);
  }

  /** Our AUTH was accepted: publishes refused for want of it go again. */
  resendAfterAuth(): void {
    for (const pending of this.publishes.values()) if (!pending.sent) this.sendPublish(pending);
  }

  /** Our AUTH failed or was refused: publishes waiting for it end with `reason`. */
  failAwaitingAuth(reason: string): void {
    for (const pending of this.publishes.values()) if (!pending.sent) pending.reject(new Error(reason));
  }

  failAll(error: Error): void {
    for (const pending of this.publishes.values()) pending.reject(error);
    for (const pending of this.counts.values()) pending.reject(error);
  }

  /**
   * The relay's OK for a publish. Refused with `auth-required:` while `mayAuthenticate` (someone can answer the
   * challenge), it waits for the AUTH once instead of failing.
   */
  receiveOk(eventId: string, accepted: boolean, reason: string, mayAuthenticate: boolean): void {
    const pending = this.publishes.get(eventId);
    if (!pending) return;
    if (accepted) {
      pending.resolve();
    } else if (reason.startsWith(AUTH_REQUIRED) && !pending.retriedAfterAuth && mayAuthenticate) {
      pending.retriedAfterAuth = true;
      pending.sent = false;
    } else {
      pending.reject(new Error(reason === '' ? 'Relay did not accept the event' : reason));
    }
  }

  receiveCount(id: string, result: CountResult): void {
    this.counts.get(id)?.resolve(result);
  }

  /** A CLOSED for a subscription id that is one of our counts. */
  receiveClosed(id: string, reason: string): void {
    this.counts.get(id)?.reject(new SubscriptionClosed(reason));
  }

  private sendCount(id: string, pending: PendingCount): void {
    pending.sent = true;
    this.send(['COUNT', id, ...pending.filters]);
  }
}
