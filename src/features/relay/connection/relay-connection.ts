import type { NostrRelayCLOSED, NostrRelayEOSE, NostrRelayEVENT, NRelay } from '@nostrify/nostrify';
import { matchFilters } from 'nostr-tools/filter';

import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { AsyncQueue } from '@/lib/async-queue';
import { parseReadMessage, type ReadMessage } from '@/nostr/relay-message';

import { relayAuth, type RelayAuth } from '../relay-auth';
import { BootRequests } from './boot-requests';
import { EARLY_SOCKET_TTL_MS, takeEarlySocket } from './early-sockets';
import { QueryTimeout, RelayConnectionLost, RelayUnreachable, SubscriptionClosed, abortError } from './relay-errors';
import { expectedCount, newestFirst } from './query-results';
import { Subscription, type SubscriptionHandlers } from './subscription';

export interface QueryOptions {
  signal?: AbortSignal;
  /** Defaults to the listing and comment query timeout (docs/product.md §9). */
  timeoutMs?: number;
  /** Receives each verified batch in arrival order while the query runs, so a screen can paint before EOSE. */
  onEvents?: (events: NostrEvent[]) => void;
}

export interface ConnectionOptions {
  idleTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  auth?: RelayAuth;
}

/** What a connection is doing, for the relay status the user can see. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'failed';

type RelayMessage = NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED;

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
  resolve: (result: { count: number; approximate?: boolean }) => void;
  reject: (error: unknown) => void;
}

const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;
const BACKOFF_MAX_MS = 30_000;
const AUTH_REQUIRED = 'auth-required:';

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
 */
export class RelayConnection implements NRelay {
  private socket: WebSocket | undefined;
  private opened = false;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly publishes = new Map<string, PendingPublish>();
  private readonly counts = new Map<string, PendingCount>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private nextId = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 8);
  private readonly bootRequests = new BootRequests((id) => this.send(['CLOSE', id]));
  private warnedInvalid = false;
  private challenge: string | undefined;
  private authEventId: string | undefined;
  private authenticated = false;
  private closedByUser = false;
  private lastError: string | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly auth: RelayAuth;
  private readonly idleTimeoutMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly unsubscribeAuth: () => void;

  constructor(
    readonly url: string,
    options: ConnectionOptions = {},
  ) {
    this.auth = options.auth ?? relayAuth;
    this.idleTimeoutMs = options.idleTimeoutMs ?? TIMEOUTS.relayIdleClose;
    this.backoffBaseMs = options.backoffBaseMs ?? TIMEOUTS.backoffBase;
    this.backoffMaxMs = options.backoffMaxMs ?? BACKOFF_MAX_MS;
    // A new account answers the challenge of a connection that is already open (NIP-42 allows it).
    this.unsubscribeAuth = this.auth.onSignerChange(() => this.authenticate());
  }

  get isOpen(): boolean {
    return this.socket?.readyState === SOCKET_OPEN;
  }

  /** Whether this connection ever opened a socket since the last failure to connect. */
  get wasReachable(): boolean {
    return this.opened;
  }

  get state(): ConnectionState {
    if (this.socket?.readyState === SOCKET_OPEN) return 'open';
    if (this.socket?.readyState === SOCKET_CONNECTING) return 'connecting';
    return this.lastError === undefined ? 'idle' : 'failed';
  }

  /** Why the last connection attempt failed or the last socket went away, if it did. */
  get error(): string | undefined {
    return this.lastError;
  }

  /** Whether the relay asked for NIP-42 authentication on the current socket, and whether it accepted ours. */
  get authState(): 'none' | 'required' | 'authenticated' {
    if (this.authenticated) return 'authenticated';
    return this.challenge === undefined ? 'none' : 'required';
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
    const signal = opts.signal;
    if (signal?.aborted) return Promise.reject(abortError());
    const existing = this.publishes.get(event.id);
    if (existing) existing.reject(new Error('Published again'));
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        if (this.publishes.get(event.id) !== pending) return;
        this.publishes.delete(event.id);
        signal?.removeEventListener('abort', onAbort);
        this.startIdleTimer();
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
      this.stopIdleTimer();
      if (this.connect().readyState === SOCKET_OPEN) this.sendPublish(pending);
    });
  }

  /** NIP-45 COUNT; rejects on CLOSED like a query. */
  count(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): Promise<{ count: number; approximate?: boolean }> {
    const timeout = AbortSignal.timeout(TIMEOUTS.listingQuery);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const id = this.newId();
    return new Promise((resolve, reject) => {
      const settle = (error: unknown, result?: { count: number; approximate?: boolean }) => {
        if (!this.counts.delete(id)) return;
        signal.removeEventListener('abort', onAbort);
        this.startIdleTimer();
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
      this.stopIdleTimer();
      if (this.connect().readyState === SOCKET_OPEN) {
        pending.sent = true;
        this.send(['COUNT', id, ...filters]);
      }
    });
  }

  /** Closes the socket for good: everything in flight fails and nothing reconnects until the next use. */
  close(): Promise<void> {
    this.closedByUser = true;
    this.dropSocket();
    this.failEverything(new RelayConnectionLost(), true);
    this.closedByUser = false;
    return Promise.resolve();
  }

  /** Stops listening for account changes; for a pool that is being disposed. */
  dispose(): void {
    this.unsubscribeAuth();
    void this.close();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    this.dispose();
  }

  private newId(): string {
    return `${this.prefix}-${this.nextId++}`;
  }

  private openSubscription(filters: NostrFilter[], live: boolean, handlers: SubscriptionHandlers): Subscription {
    const socket = this.connect();
    // The boot script may have asked exactly this on the socket we adopted: take over its REQ.
    const claimed = this.bootRequests.claim(filters);
    const subscription = new Subscription(claimed?.id ?? this.newId(), filters, live, handlers);
    this.subscriptions.set(subscription.id, subscription);
    this.stopIdleTimer();
    if (claimed !== undefined) {
      subscription.sent = true;
      // Before the socket's next message (a task), after the caller has its subscription.
      queueMicrotask(() => {
        for (const message of claimed.held) this.handle(message);
      });
    } else if (socket.readyState === SOCKET_OPEN) this.sendRequest(subscription);
    return subscription;
  }

  private unsubscribe(subscription: Subscription): void {
    subscription.end();
    if (!this.subscriptions.delete(subscription.id)) return;
    if (subscription.sent && this.isOpen) this.send(['CLOSE', subscription.id]);
    this.startIdleTimer();
  }

  private connect(): WebSocket {
    const current = this.socket;
    if (current && (current.readyState === SOCKET_OPEN || current.readyState === SOCKET_CONNECTING)) return current;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    // The boot script may have opened this relay's socket while the page was loading (early-sockets.ts).
    const early = takeEarlySocket(this.url);
    const socket = early?.socket ?? new WebSocket(this.url);
    this.socket = socket;
    this.opened = false;
    this.warnedInvalid = false;
    this.challenge = undefined;
    this.authenticated = false;
    const onOpen = () => {
      if (this.socket !== socket) return;
      this.opened = true;
      this.attempts = 0;
      this.lastError = undefined;
      for (const subscription of this.subscriptions.values()) if (!subscription.sent && !subscription.awaitingAuth) this.sendRequest(subscription);
      for (const pending of this.publishes.values()) if (!pending.sent) this.sendPublish(pending);
      for (const [id, pending] of this.counts) {
        if (pending.sent) continue;
        pending.sent = true;
        this.send(['COUNT', id, ...pending.filters]);
      }
      this.notify();
    };
    socket.addEventListener('open', onOpen);
    socket.addEventListener('message', (message: MessageEvent<unknown>) => {
      if (this.socket !== socket) return;
      // docs/product.md §4: a non-text message closes the connection.
      if (typeof message.data !== 'string') this.lost(socket, 'sent a non-text message');
      else this.receive(message.data);
    });
    socket.addEventListener('close', () => this.lost(socket, 'connection closed'));
    socket.addEventListener('error', () => this.lost(socket, 'connection failed'));
    if (early !== undefined) {
      this.bootRequests.adopt(early.requests, EARLY_SOCKET_TTL_MS);
      for (const data of early.received) this.receive(data);
      // Already open: its open event went by before we listened. Run it after the caller has registered its work.
      if (socket.readyState === SOCKET_OPEN) queueMicrotask(onOpen);
    }
    this.notify();
    return socket;
  }

  /** The socket went away (or never opened): one-shot work fails, live subscriptions wait for a reconnect. */
  private lost(socket: WebSocket, reason: string): void {
    if (this.socket !== socket) return;
    const wasOpen = this.opened;
    this.lastError = wasOpen ? `Relay connection lost (${reason})` : 'Could not connect to the relay';
    this.dropSocket();
    this.failEverything(wasOpen ? new RelayConnectionLost() : new RelayUnreachable(this.url), false);
    this.scheduleReconnect();
    this.notify();
  }

  private dropSocket(): void {
    this.bootRequests.clear();
    this.stopIdleTimer();
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.challenge = undefined;
    this.authenticated = false;
    this.authEventId = undefined;
    if (socket && socket.readyState <= SOCKET_OPEN) socket.close();
  }

  private failEverything(error: Error, includingLive: boolean): void {
    for (const subscription of this.subscriptions.values()) {
      subscription.sent = false;
      subscription.awaitingAuth = false;
      if (!subscription.live) subscription.fail?.(error);
      else if (includingLive) subscription.receiveClosed(`error: ${error.message}`);
    }
    for (const pending of this.publishes.values()) pending.reject(error);
    for (const pending of this.counts.values()) pending.reject(error);
  }

  /** Live subscriptions come back after a drop, with a backoff from 1000 ms doubling up to 30 s. */
  private scheduleReconnect(): void {
    const live = [...this.subscriptions.values()].some((subscription) => subscription.live);
    if (!live || this.closedByUser || this.reconnectTimer !== undefined) return;
    const delay = Math.min(this.backoffBaseMs * 2 ** this.attempts, this.backoffMaxMs);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.subscriptions.size > 0) this.connect();
    }, delay);
  }

  private receive(text: string): void {
    const message = parseReadMessage(text);
    if (message === undefined) {
      // Logged once per connection: a broken or hostile relay could otherwise flood the console.
      if (!this.warnedInvalid) console.warn(`[relay] Ignoring invalid messages from ${this.url}`);
      this.warnedInvalid = true;
      return;
    }
    this.handle(message);
  }

  private handle(message: ReadMessage): void {
    switch (message.type) {
      case 'NOTICE':
        return;
      case 'AUTH':
        this.challenge = message.challenge;
        this.authenticated = false;
        this.authenticate();
        this.notify();
        return;
      case 'OK':
        this.handleOk(message.eventId, message.accepted, message.reason);
        return;
      case 'COUNT':
        this.counts.get(message.subscriptionId)?.resolve({ count: message.count, approximate: message.approximate });
        return;
      default:
        break;
    }
    if (this.bootRequests.hold(message)) return;
    const subscription = this.subscriptions.get(message.subscriptionId);
    if (subscription) this.handleSubscriptionMessage(subscription, message);
    else if (message.type === 'CLOSED') this.counts.get(message.subscriptionId)?.reject(new SubscriptionClosed(message.reason));
  }

  private handleSubscriptionMessage(subscription: Subscription, message: Exclude<ReadMessage, { type: 'NOTICE' | 'AUTH' | 'OK' | 'COUNT' }>): void {
    if (message.type === 'EVENT') {
      // A query stops listening at EOSE; a relay that keeps sending stored events is not believed.
      if ((subscription.live || !subscription.eose) && matchFilters(subscription.filters, message.event)) subscription.receiveEvent(message.event);
    } else if (message.type === 'EOSE') {
      subscription.receiveEose();
    } else if (message.reason.startsWith(AUTH_REQUIRED) && subscription.authRetries === 0 && this.authenticated) {
      // Refused before our AUTH was accepted (a boot REQ the relay answered before the app authenticated, or
      // one that crossed the AUTH): asked again once, now.
      subscription.authRetries += 1;
      this.sendRequest(subscription);
    } else if (message.reason.startsWith(AUTH_REQUIRED) && this.mayAuthenticate(subscription.authRetries)) {
      subscription.sent = false;
      subscription.awaitingAuth = true;
      subscription.authRetries += 1;
    } else {
      subscription.sent = false;
      subscription.receiveClosed(message.reason);
    }
  }

  /** Whether a request refused with `auth-required:` can still be served: someone can sign and has not failed yet. */
  private mayAuthenticate(retries: number): boolean {
    return retries === 0 && !this.authenticated && this.challenge !== undefined && this.auth.hasSigner();
  }

  private handleOk(eventId: string, accepted: boolean, reason: string): void {
    if (eventId === this.authEventId) {
      this.authenticated = accepted;
      this.notify();
      if (accepted) this.resendAfterAuth();
      else this.failAwaitingAuth(reason);
      return;
    }
    const pending = this.publishes.get(eventId);
    if (!pending) return;
    if (accepted) {
      pending.resolve();
    } else if (reason.startsWith(AUTH_REQUIRED) && !pending.retriedAfterAuth && this.mayAuthenticate(0)) {
      pending.retriedAfterAuth = true;
      pending.sent = false;
    } else {
      pending.reject(new Error(reason === '' ? 'Relay did not accept the event' : reason));
    }
  }

  private authenticate(): void {
    const socket = this.socket;
    const challenge = this.challenge;
    if (socket === undefined || challenge === undefined) return;
    this.auth.answer(this.url, challenge).then(
      (event) => {
        if (this.socket !== socket || this.challenge !== challenge || socket.readyState !== SOCKET_OPEN) return;
        this.authEventId = event.id;
        socket.send(JSON.stringify(['AUTH', event]));
      },
      // docs/product.md §4: AUTH failures are ignored; requests waiting for it end with the relay's reason.
      () => this.failAwaitingAuth('auth-required: could not authenticate'),
    );
  }

  private resendAfterAuth(): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      this.sendRequest(subscription);
    }
    for (const pending of this.publishes.values()) if (!pending.sent) this.sendPublish(pending);
  }

  private failAwaitingAuth(reason: string): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      subscription.receiveClosed(reason);
    }
    for (const pending of this.publishes.values()) if (!pending.sent) pending.reject(new Error(reason));
  }

  private sendRequest(subscription: Subscription): void {
    subscription.sent = true;
    this.send(['REQ', subscription.id, ...subscription.filters]);
  }

  private sendPublish(pending: PendingPublish): void {
    pending.sent = true;
    this.send(['EVENT', pending.event]);
  }

  private send(message: unknown[]): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private startIdleTimer(): void {
    const busy = this.subscriptions.size > 0 || this.publishes.size > 0 || this.counts.size > 0;
    if (busy || this.idleTimer !== undefined || this.socket === undefined) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.subscriptions.size === 0 && this.publishes.size === 0 && this.counts.size === 0) {
        this.dropSocket();
        this.notify();
      }
    }, this.idleTimeoutMs);
  }

  private stopIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }
}
