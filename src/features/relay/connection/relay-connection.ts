import type { NRelay } from '@nostrify/nostrify';
import { matchFilters } from 'nostr-tools/filter';

import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { parseReadMessage, type ReadMessage } from '@/nostr/relay-message';

import { relayAuth, type RelayAuth } from '../relay-auth';
import { AuthSession } from './auth-session';
import { BootRequests } from './boot-requests';
import { EARLY_SOCKET_TTL_MS, takeEarlySocket } from './early-sockets';
import { AUTH_REQUIRED, PendingWrites, type CountResult } from './pending-writes';
import { RelayConnectionLost, RelayUnreachable, abortError } from './relay-errors';
import { Subscription, type SubscriptionHandlers } from './subscription';
import { runQuery, runReq, type QueryOptions, type RelayMessage, type SubscriptionHost } from './subscription-reads';

export interface ConnectionOptions {
  idleTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  auth?: RelayAuth;
}

/** What a connection is doing, for the relay status the user can see. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'failed';

const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;
const BACKOFF_MAX_MS = 30_000;

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
 * NIP-42 (docs/architecture.md §5): a challenge is remembered, and answered only when the relay refuses
 * something the user asked with `auth-required:`, and only on a relay that may have the user's login
 * (`RelayAuth`); the refused request, count or publish is sent again once the relay accepted the AUTH.
 */
export class RelayConnection implements NRelay {
  private socket: WebSocket | undefined;
  private opened = false;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly reads: SubscriptionHost = {
    isOpen: () => this.isOpen,
    open: (filters, live, handlers) => this.openSubscription(filters, live, handlers),
    close: (subscription) => this.unsubscribe(subscription),
  };
  private readonly writes = new PendingWrites(
    (message) => this.send(message),
    () => this.startIdleTimer(),
  );
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private nextId = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 8);
  private readonly bootRequests = new BootRequests((id) => this.send(['CLOSE', id]));
  private warnedInvalid = false;
  private readonly authSession: AuthSession;
  private closedByUser = false;
  private lastError: string | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly idleTimeoutMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly unsubscribeAuth: () => void;

  constructor(
    readonly url: string,
    options: ConnectionOptions = {},
  ) {
    const auth = options.auth ?? relayAuth;
    this.authSession = new AuthSession(url, auth, () => this.socket);
    this.idleTimeoutMs = options.idleTimeoutMs ?? TIMEOUTS.relayIdleClose;
    this.backoffBaseMs = options.backoffBaseMs ?? TIMEOUTS.backoffBase;
    this.backoffMaxMs = options.backoffMaxMs ?? BACKOFF_MAX_MS;
    // Another account: the relay's acceptance was the previous one's. What waits for a login is answered with
    // the new one (NIP-42 allows several AUTHs on one connection).
    this.unsubscribeAuth = auth.onSignerChange(() => {
      this.authSession.signerChanged();
      this.authenticate();
      this.notify();
    });
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
    return this.authSession.state;
  }

  /** Called whenever `state`, `error` or `authState` may have changed. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One-shot read: see `runQuery`. */
  query(filters: NostrFilter[], options: QueryOptions = {}): Promise<NostrEvent[]> {
    return runQuery(this.reads, filters, options);
  }

  /** Nostrify's live subscription: see `runReq`. */
  req(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): AsyncIterable<RelayMessage> {
    return runReq(this.reads, filters, opts.signal);
  }

  /** Publishes `event` and waits for the relay's OK; an OK with accepted false throws its reason text. */
  event(event: NostrEvent, opts: { signal?: AbortSignal } = {}): Promise<void> {
    if (opts.signal?.aborted) return Promise.reject(abortError());
    const { promise, pending } = this.writes.addPublish(event, opts.signal);
    this.stopIdleTimer();
    if (this.connect().readyState === SOCKET_OPEN) this.writes.sendPublish(pending);
    return promise;
  }

  /** NIP-45 COUNT; rejects on CLOSED like a query. */
  count(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): Promise<CountResult> {
    const timeout = AbortSignal.timeout(TIMEOUTS.listingQuery);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const { promise, send } = this.writes.addCount(this.newId(), filters, signal);
    this.stopIdleTimer();
    if (this.connect().readyState === SOCKET_OPEN) send();
    return promise;
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
    this.authSession.reset();
    const onOpen = () => {
      if (this.socket !== socket) return;
      this.opened = true;
      this.attempts = 0;
      this.lastError = undefined;
      for (const subscription of this.subscriptions.values()) if (!subscription.sent && !subscription.awaitingAuth) this.sendRequest(subscription);
      this.writes.sendUnsent();
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
    this.authSession.reset();
    if (socket && socket.readyState <= SOCKET_OPEN) socket.close();
  }

  private failEverything(error: Error, includingLive: boolean): void {
    for (const subscription of this.subscriptions.values()) {
      subscription.sent = false;
      subscription.awaitingAuth = false;
      if (!subscription.live) subscription.fail?.(error);
      else if (includingLive) subscription.receiveClosed(`error: ${error.message}`);
    }
    this.writes.failAll(error);
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
        this.authSession.challenged(message.challenge);
        this.authenticate();
        this.notify();
        return;
      case 'OK':
        this.handleOk(message.eventId, message.accepted, message.reason);
        return;
      case 'COUNT':
        this.writes.receiveCount(message.subscriptionId, { count: message.count, approximate: message.approximate });
        return;
      case 'REFUSED':
        // Dropped at intake (docs/architecture.md §5); the subscription learns of it (§16).
        this.subscriptions.get(message.subscriptionId)?.receiveRefused();
        return;
      default:
        break;
    }
    if (this.bootRequests.hold(message)) return;
    const subscription = this.subscriptions.get(message.subscriptionId);
    if (subscription) this.handleSubscriptionMessage(subscription, message);
    else if (message.type === 'CLOSED' && this.writes.receiveClosed(message.subscriptionId, message.reason, this.authSession.mayAuthenticate(0))) this.authenticate();
  }

  private handleSubscriptionMessage(subscription: Subscription, message: Exclude<ReadMessage, { type: 'NOTICE' | 'AUTH' | 'OK' | 'COUNT' | 'REFUSED' }>): void {
    if (message.type === 'EVENT') {
      // A query stops listening at EOSE; a relay that keeps sending stored events is not believed.
      if ((subscription.live || !subscription.eose) && matchFilters(subscription.filters, message.event)) subscription.receiveEvent(message.event);
    } else if (message.type === 'EOSE') {
      subscription.receiveEose();
    } else if (message.reason.startsWith(AUTH_REQUIRED) && subscription.authRetries === 0 && this.authSession.authenticated) {
      // Refused before our AUTH was accepted (a boot REQ the relay answered before the app authenticated, or
      // one that crossed the AUTH): asked again once, now.
      subscription.authRetries += 1;
      this.sendRequest(subscription);
    } else if (message.reason.startsWith(AUTH_REQUIRED) && this.authSession.mayAuthenticate(subscription.authRetries)) {
      subscription.sent = false;
      subscription.awaitingAuth = true;
      subscription.authRetries += 1;
      this.authenticate();
    } else {
      subscription.sent = false;
      subscription.receiveClosed(message.reason);
    }
  }

  private handleOk(eventId: string, accepted: boolean, reason: string): void {
    if (this.authSession.receiveOk(eventId, accepted)) {
      this.notify();
      if (accepted) this.resendAfterAuth();
      else this.failAwaitingAuth(reason);
    } else if (this.writes.receiveOk(eventId, accepted, reason, this.authSession.mayAuthenticate(0))) {
      this.authenticate();
    }
  }

  /** Answers the relay's challenge if something the user asked waits for it (a read's refusal first: 'read'). */
  private authenticate(): void {
    const reading = [...this.subscriptions.values()].some((subscription) => subscription.awaitingAuth);
    const purpose = reading ? 'read' : this.writes.awaitingAuth;
    if (purpose !== undefined) this.authSession.demand(purpose, (reason) => this.failAwaitingAuth(reason));
  }

  private resendAfterAuth(): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      this.sendRequest(subscription);
    }
    this.writes.resendAfterAuth();
  }

  private failAwaitingAuth(reason: string): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      subscription.receiveClosed(reason);
    }
    this.writes.failAwaitingAuth(reason);
  }

  private sendRequest(subscription: Subscription): void {
    subscription.sent = true;
    this.send(['REQ', subscription.id, ...subscription.filters]);
  }

  private send(message: unknown[]): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private startIdleTimer(): void {
    const busy = this.subscriptions.size > 0 || this.writes.size > 0;
    if (busy || this.idleTimer !== undefined || this.socket === undefined) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.subscriptions.size === 0 && this.writes.size === 0) {
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
