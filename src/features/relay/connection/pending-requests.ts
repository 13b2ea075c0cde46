import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';

import { AUTH_REQUIRED } from './connection-auth';
import { SubscriptionClosed, abortError } from './relay-errors';

/** What publishes and counts need from their connection. */
export interface RequestOwner {
  /** Keeps the socket from idling out and opens it if needed; true when it is open now (send at once). */
  wake(): boolean;
  /** Sends on the open socket; does nothing when it is not open. */
  send(message: unknown[]): void;
  /** A request settled: the connection may be idle now. */
  settled(): void;
}

export interface PublishOwner extends RequestOwner {
  /** Whether a publish refused with `auth-required:` can wait for NIP-42 AUTH. */
  mayAuthenticate(retries: number): boolean;
}

export interface CountOwner extends RequestOwner {
  /** A fresh subscription id, unique on this connection (shared with REQs). */
  newId(): string;
}

/** A NIP-45 COUNT answer. */
export interface CountResult {
  count: number;
  approximate?: boolean;
}

interface PendingPublish {
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
 * The EVENTs of one connection waiting for the relay's OK, by event id. One not sent yet goes out when the
 * socket opens, or when the relay accepted AUTH after refusing it with `auth-required:` (once).
 */
export class PendingPublishes {
  private readonly publishes = new Map<string, PendingPublish>();

  constructor(private readonly owner: PublishOwner) {}

  get size(): number {
    return this.publishes.size;
  }

  /** Publishes `event` and waits for the relay's OK; an OK with accepted false throws its reason text. */
  publish(event: NostrEvent, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortError());
    const existing = this.publishes.get(event.id);
    if (existing) existing.reject(new Error('Published again'));
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        if (this.publishes.get(event.id) !== pending) return;
        this.publishes.delete(event.id);
        signal?.removeEventListener('abort', onAbort);
        this.owner.settled();
        if (error === undefined) resolve();
        else reject(error);
      };
      const onAbort = () => settle(abortError());
      const pending: PendingPublish = {
        event,
        sent: false,
        retriedAfterAuth: false,
        resolve: () => settle(),
        reject: (error) => settle(error),
      };
      this.publishes.set(event.id, pending);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (this.owner.wake()) this.send(pending);
    });
  }

  /** The relay's OK for one of our events (not our AUTH event: that one is the connection's NIP-42 state's). */
  receiveOk(eventId: string, accepted: boolean, reason: string): void {
    const pending = this.publishes.get(eventId);
    if (!pending) return;
    if (accepted) {
      pending.resolve();
    } else if (reason.startsWith(AUTH_REQUIRED) && !pending.retriedAfterAuth && this.owner.mayAuthenticate(0)) {
      pending.retriedAfterAuth = true;
      pending.sent = false;
    } else {
      pending.reject(new Error(reason === '' ? 'Relay did not accept the event' : reason));
    }
  }

  /** On a socket that just opened, or after the relay accepted AUTH: every EVENT not sent on it yet. */
  sendUnsent(): void {
    for (const pending of this.publishes.values()) if (!pending.sent) this.send(pending);
  }

  /** No AUTH will be accepted: the publishes waiting for it fail with `reason`. */
  failUnsent(reason: string): void {
    for (const pending of this.publishes.values()) if (!pending.sent) pending.reject(new Error(reason));
  }

  failAll(error: Error): void {
    for (const pending of this.publishes.values()) pending.reject(error);
  }

  private send(pending: PendingPublish): void {
    pending.sent = true;
    this.owner.send(['EVENT', pending.event]);
  }
}

/** The NIP-45 COUNTs of one connection waiting for their answer, by subscription id. */
export class PendingCounts {
  private readonly counts = new Map<string, PendingCount>();

  constructor(private readonly owner: CountOwner) {}

  get size(): number {
    return this.counts.size;
  }

  /** NIP-45 COUNT; rejects on CLOSED like a query. */
  count(filters: NostrFilter[], cancel: AbortSignal | undefined): Promise<CountResult> {
    const timeout = AbortSignal.timeout(TIMEOUTS.listingQuery);
    const signal = cancel ? AbortSignal.any([cancel, timeout]) : timeout;
    const id = this.owner.newId();
    return new Promise((resolve, reject) => {
      const settle = (error: unknown, result?: CountResult) => {
        if (!this.counts.delete(id)) return;
        signal.removeEventListener('abort', onAbort);
        this.owner.settled();
        if (result) resolve(result);
        else reject(error);
      };
      const onAbort = () => settle(abortError());
      const pending: PendingCount = {
        filters,
        sent: false,
        resolve: (result) => settle(undefined, result),
        reject: (error) => settle(error),
      };
      this.counts.set(id, pending);
      signal.addEventListener('abort', onAbort, { once: true });
      if (this.owner.wake()) this.send(id, pending);
    });
  }

  receive(id: string, result: CountResult): void {
    this.counts.get(id)?.resolve(result);
  }

  /** The relay answered CLOSED to a COUNT. */
  closed(id: string, reason: string): void {
    this.counts.get(id)?.reject(new SubscriptionClosed(reason));
  }

  /** On a socket that just opened: every COUNT not sent on it yet. */
  sendUnsent(): void {
    for (const [id, pending] of this.counts) if (!pending.sent) this.send(id, pending);
  }

  failAll(error: Error): void {
    for (const pending of this.counts.values()) pending.reject(error);
  }

  private send(id: string, pending: PendingCount): void {
    pending.sent = true;
    this.owner.send(['COUNT', id, ...pending.filters]);
  }
}
