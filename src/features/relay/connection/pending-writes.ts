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
  retriedAfterAuth: boolean;
  resolve: (result: CountResult) => void;
  reject: (error: unknown) => void;
}

/** Refused with `auth-required:` and not sent again yet: it goes once the relay accepted our AUTH. */
const waitsForAuth = (pending: { retriedAfterAuth: boolean; sent: boolean }) => pending.retriedAfterAuth && !pending.sent;

/**
 * A connection's writes that wait for the relay's answer: publishes (EVENT → OK) and NIP-45 counts (COUNT →
 * COUNT or CLOSED). Each is sent when the socket is open, again after a reconnect if it never went out, and
 * once more after the relay accepted our AUTH when it was refused with `auth-required:` (RelayConnection).
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
      pending = { filters, sent: false, retriedAfterAuth: false, resolve: (result) => settle(undefined, result), reject: (error) => settle(error) };
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

  /** What waits for our AUTH after an `auth-required:` refusal: a count ('read'), a publish ('write'), or nothing. */
  get awaitingAuth(): 'read' | 'write' | undefined {
    if ([...this.counts.values()].some(waitsForAuth)) return 'read';
    return [...this.publishes.values()].some(waitsForAuth) ? 'write' : undefined;
  }

  /** Our AUTH was accepted: publishes and counts refused for want of it go again. */
  resendAfterAuth(): void {
    for (const pending of this.publishes.values()) if (!pending.sent) this.sendPublish(pending);
    for (const [id, pending] of this.counts) if (!pending.sent) this.sendCount(id, pending);
  }

  /** Our AUTH failed, was refused or not permitted: publishes and counts waiting for it end with `reason`. */
  failAwaitingAuth(reason: string): void {
    for (const pending of this.publishes.values()) if (pending.retriedAfterAuth && !pending.sent) pending.reject(new Error(reason));
    for (const pending of this.counts.values()) if (pending.retriedAfterAuth && !pending.sent) pending.reject(new SubscriptionClosed(reason));
  }

  failAll(error: Error): void {
    for (const pending of this.publishes.values()) pending.reject(error);
    for (const pending of this.counts.values()) pending.reject(error);
  }

  /**
   * The relay's OK for a publish. Refused with `auth-required:` while `mayAuthenticate` (the relay may get the
   * user's AUTH), it waits for the AUTH once instead of failing: returns true then.
   */
  receiveOk(eventId: string, accepted: boolean, reason: string, mayAuthenticate: boolean): boolean {
    const pending = this.publishes.get(eventId);
    if (!pending) return false;
    if (accepted) {
      pending.resolve();
    } else if (reason.startsWith(AUTH_REQUIRED) && !pending.retriedAfterAuth && mayAuthenticate) {
      pending.retriedAfterAuth = true;
      pending.sent = false;
      return true;
    } else {
      pending.reject(new Error(reason === '' ? 'Relay did not accept the event' : reason));
    }
    return false;
  }

  receiveCount(id: string, result: CountResult): void {
    this.counts.get(id)?.resolve(result);
  }

  /**
   * A CLOSED for a subscription id that is one of our counts. Refused with `auth-required:` while
   * `mayAuthenticate`, it waits for the AUTH once, as a publish does: returns true then.
   */
  receiveClosed(id: string, reason: string, mayAuthenticate: boolean): boolean {
    const pending = this.counts.get(id);
    if (!pending) return false;
    if (reason.startsWith(AUTH_REQUIRED) && !pending.retriedAfterAuth && mayAuthenticate) {
      pending.retriedAfterAuth = true;
      pending.sent = false;
      return true;
    }
    pending.reject(new SubscriptionClosed(reason));
    return false;
  }

  private sendCount(id: string, pending: PendingCount): void {
    pending.sent = true;
    this.send(['COUNT', id, ...pending.filters]);
  }
}
