import type { NostrRelayCLOSED, NostrRelayEOSE, NostrRelayEVENT, NRelay } from '@nostrify/nostrify';

import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { AsyncQueue } from '@/lib/async-queue';
import type { ReadMessage } from '@/nostr/relay-message';

import { relayAuth, type RelayAuth } from '../relay-auth';
import { ConnectionAuth, type AuthState } from './connection-auth';
import { PendingCounts, PendingPublishes, type CountResult } from './pending-requests';
import { QueryTimeout, RelayConnectionLost, SubscriptionClosed, abortError } from './relay-errors';
import { RelaySocket, SOCKET_OPEN, type ConnectionState, type SocketTimings } from './relay-socket';
import { expectedCount, newestFirst } from './query-results';
import type { Subscription, SubscriptionHandlers } from './subscription';
import { SubscriptionRegistry } from './subscription-registry';

export type { ConnectionState } from './relay-socket';

export interface QueryOptions {
  signal?: AbortSignal;
  /** Defaults to the listing and comment query timeout (docs/product.md §9). */
  timeoutMs?: number;
  /** Receives each verified batch in arrival order while the query runs, so a screen can paint before EOSE. */
  onEvents?: (events: NostrEvent[]) => void;
}

export interface ConnectionOptions extends SocketTimings {
  auth?: RelayAuth;
}

type RelayMessage = NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED;

/**
 * The one client of one relay: a single WebSocket shared by every read and write the app makes there
 * (docs/architecture.md, "The relay layer"). It implements Nostrify's `NRelay`, so Nostrify's NIP-46 client
 * works on top of it, and adds what the app needs beyond that interface: one-shot queries that stream
 * verified batches and throw on CLOSED, and the connection state.
 *
 * The connection rules (docs/product.md §4): every event is verified (in the worker, memoised) and must match
 * its filters; malformed messages are ignored (logged once per connection); a non-text frame closes the
 * connection; CLOSED ends a subscription; live subscriptions are re-sent when the socket (re)opens, with a
 * backoff from 1000 ms after a drop; an unused connection closes after 30 s and the next use opens a new one.
 * NIP-42: a challenge is answered once per connection and signer (again when the account changes); requests
 * and publishes refused with `auth-required:` are sent again once the relay accepted the AUTH.
 *
 * This class routes the relay's messages and ties the parts together: the socket's life (relay-socket.ts),
 * the REQs (subscription-registry.ts), publishes and COUNTs (pending-requests.ts) and NIP-42 (connection-auth.ts).
 */
export class RelayConnection implements NRelay {
  private nextId = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 8);
  private readonly listeners = new Set<() => void>();
  private readonly socket: RelaySocket;
  private readonly auth: ConnectionAuth;
  private readonly subscriptions = new SubscriptionRegistry({
    newId: () => this.newId(),
    send: (message) => this.socket.send(message),
    mayAuthenticate: (retries) => this.auth.mayAuthenticate(retries),
    replay: (message) => this.handle(message),
  });
  private readonly publishes = new PendingPublishes({
    wake: () => this.wake(),
    send: (message) => this.socket.send(message),
    settled: () => this.socket.startIdleTimer(),
    mayAuthenticate: (retries) => this.auth.mayAuthenticate(retries),
  });
  private readonly counts = new PendingCounts({
    wake: () => this.wake(),
    send: (message) => this.socket.send(message),
    settled: () => this.socket.startIdleTimer(),
    newId: () => this.newId(),
  });

  constructor(
    readonly url: string,
    options: ConnectionOptions = {},
  ) {
    this.socket = new RelaySocket(url, options, {
      socketStarted: () => this.auth.socketStarted(),
      adoptBootRequests: (requests, ttlMs) => this.subscriptions.adoptBootRequests(requests, ttlMs),
      socketOpened: () => {
        this.subscriptions.sendUnsent();
        this.publishes.sendUnsent();
        this.counts.sendUnsent();
      },
      received: (message) => this.handle(message),
      socketDropped: () => {
        this.subscriptions.clearBootRequests();
        this.auth.socketDropped();
      },
      socketLost: (error) => this.failEverything(error, false),
      busy: () => this.subscriptions.size > 0 || this.publishes.size > 0 || this.counts.size > 0,
      wantsReconnect: () => this.subscriptions.hasLive(),
      hasSubscriptions: () => this.subscriptions.size > 0,
      changed: () => this.notify(),
    });
    this.auth = new ConnectionAuth(url, options.auth ?? relayAuth, {
      socket: () => this.socket.current,
      changed: () => this.notify(),
      accepted: () => {
        this.subscriptions.resendAwaitingAuth();
        this.publishes.sendUnsent();
      },
      refused: (reason) => {
        this.subscriptions.failAwaitingAuth(reason);
        this.publishes.failUnsent(reason);
      },
    });
  }

  get isOpen(): boolean {
    return this.socket.isOpen;
  }

  /** Whether this connection ever opened a socket since the last failure to connect. */
  get wasReachable(): boolean {
    return this.socket.wasReachable;
  }

  get state(): ConnectionState {
    return this.socket.state;
  }

  /** Why the last connection attempt failed or the last socket went away, if it did. */
  get error(): string | undefined {
    return this.socket.error;
  }

  /** Whether the relay asked for NIP-42 authentication on the current socket, and whether it accepted ours. */
  get authState(): AuthState {
    return this.auth.state;
  }

  /** Called whenever `state`, `error` or `authState` may have changed. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Verified events matching `filters`, de-duplicated and newest first: REQ until EOSE, then CLOSE. Rejects
   * with 'Subscription closed' on CLOSED, with an abort error on cancel or timeout, and with
   * RelayUnreachable / RelayConnectionLost when the socket cannot open or goes away meanwhile. Filters that
   * expect no result return [] without a request (docs/product.md §5).
   */
  query(filters: NostrFilter[], options: QueryOptions = {}): Promise<NostrEvent[]> {
    const expected = expectedCount(filters);
    if (expected === 0) return Promise.resolve([]);
    const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUTS.listingQuery);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    if (signal.aborted) return Promise.reject(abortError());

    return new Promise<NostrEvent[]>((resolve, reject) => {
      const received = new Map<string, NostrEvent>();
      let done = false;
      const finish = (error?: unknown) => {
        if (done) return;
        done = true;
        signal.removeEventListener('abort', onAbort);
        this.unsubscribe(subscription);
        if (error === undefined) resolve(newestFirst(received.values()));
        else reject(error);
      };
      const onAbort = () => finish(timeout.aborted && !options.signal?.aborted ? new QueryTimeout(this.isOpen) : abortError());
      const subscription = this.openSubscription(filters, false, {
        onEvents: (events) => {
          const fresh = events.filter((event) => !received.has(event.id));
          for (const event of fresh) received.set(event.id, event);
          if (fresh.length > 0) options.onEvents?.(fresh);
          if (received.size >= expected) finish();
        },
        onEose: () => finish(),
        onClosed: (reason) => finish(new SubscriptionClosed(reason)),
      });
      subscription.fail = finish;
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * A live subscription as Nostrify's NRelay defines it: EVENT (verified), EOSE and CLOSED messages until the
   * caller stops iterating or aborts. It survives dropped connections (re-sent on reconnect).
   */
  async *req(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): AsyncIterable<RelayMessage> {
    const signal = opts.signal;
    if (signal?.aborted) return;
    const queue = new AsyncQueue<RelayMessage>();
    const subscription = this.openSubscription(filters, true, {
      onEvents: (events) => {
        for (const event of events) queue.push(['EVENT', subscription.id, event]);
      },
      onEose: () => queue.push(['EOSE', subscription.id]),
      onClosed: (reason) => {
        queue.push(['CLOSED', subscription.id, reason]);
        queue.end();
      },
    });
    const stop = () => queue.end();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for await (const message of queue) {
        if (signal?.aborted) return;
        yield message;
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      this.unsubscribe(subscription);
    }
  }

  /** Publishes `event` and waits for the relay's OK; an OK with accepted false throws its reason text. */
  event(event: NostrEvent, opts: { signal?: AbortSignal } = {}): Promise<void> {
    return this.publishes.publish(event, opts.signal);
  }

  /** NIP-45 COUNT; rejects on CLOSED like a query. */
  count(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): Promise<CountResult> {
    return this.counts.count(filters, opts.signal);
  }

  /** Closes the socket for good: everything in flight fails and nothing reconnects until the next use. */
  close(): Promise<void> {
    this.socket.close(() => this.failEverything(new RelayConnectionLost(), true));
    return Promise.resolve();
  }

  /** Stops listening for account changes; for a pool that is being disposed. */
  dispose(): void {
    this.auth.dispose();
    void this.close();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    this.dispose();
  }

  private newId(): string {
    return `${this.prefix}-${this.nextId++}`;
  }

  /** Keeps the socket from idling out and opens it if needed; whether it is open now. */
  private wake(): boolean {
    this.socket.stopIdleTimer();
    return this.socket.connect().readyState === SOCKET_OPEN;
  }

  private openSubscription(filters: NostrFilter[], live: boolean, handlers: SubscriptionHandlers): Subscription {
    // Connect first: adopting the boot script's socket brings the boot REQs a subscription may take over.
    const socketOpen = this.socket.connect().readyState === SOCKET_OPEN;
    const subscription = this.subscriptions.open(filters, live, handlers, socketOpen);
    this.socket.stopIdleTimer();
    return subscription;
  }

  private unsubscribe(subscription: Subscription): void {
    if (this.subscriptions.remove(subscription)) this.socket.startIdleTimer();
  }

  private failEverything(error: Error, includingLive: boolean): void {
    this.subscriptions.failAll(error, includingLive);
    this.publishes.failAll(error);
    this.counts.failAll(error);
  }

  private handle(message: ReadMessage): void {
    switch (message.type) {
      case 'NOTICE':
        return;
      case 'AUTH':
        this.auth.challenged(message.challenge);
        this.notify();
        return;
      case 'OK':
        if (!this.auth.receiveOk(message.eventId, message.accepted, message.reason)) this.publishes.receiveOk(message.eventId, message.accepted, message.reason);
        return;
      case 'COUNT':
        this.counts.receive(message.subscriptionId, { count: message.count, approximate: message.approximate });
        return;
      default:
        break;
    }
    if (!this.subscriptions.receive(message) && message.type === 'CLOSED') this.counts.closed(message.subscriptionId, message.reason);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
