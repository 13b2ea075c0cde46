import type { NRelay } from '@nostrify/nostrify';

import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import type { ReadMessage } from '@/nostr/relay-message';

import { relayAuth, type RelayAuth } from '../relay-auth';
import { AuthSession } from './auth-session';
import { IdleTimer, ReconnectBackoff } from './connection-timers';
import { EARLY_SOCKET_TTL_MS } from './early-sockets';
import { PendingWrites, type CountResult } from './pending-writes';
import { RelayConnectionLost, RelayUnreachable, abortError } from './relay-errors';
import { ConnectionStatus, openRelaySocket, SOCKET_CONNECTING, SOCKET_OPEN, type ConnectionState } from './relay-socket';
import { SubscriptionRoutes } from './subscription-routes';
import { runQuery, runReq, type QueryOptions, type RelayMessage, type SubscriptionHost } from './subscription-reads';

export interface ConnectionOptions {
  idleTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  auth?: RelayAuth;
}

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
  private readonly routes = new SubscriptionRoutes({
    send: (message) => this.send(message),
    isOpen: () => this.isOpen,
    authenticated: () => this.authSession.authenticated,
    mayAuthenticate: (retries) => this.authSession.mayAuthenticate(retries),
    authenticate: () => this.authenticate(),
  });
  private readonly reads: SubscriptionHost = {
    isOpen: () => this.isOpen,
    open: (filters, live, handlers) => {
      this.connect();
      this.idle.stop();
      return this.routes.open(filters, live, handlers);
    },
    close: (subscription) => {
      if (this.routes.close(subscription)) this.startIdleTimer();
    },
  };
  private readonly writes = new PendingWrites(
    (message) => this.send(message),
    () => this.startIdleTimer(),
  );
  private readonly idle: IdleTimer;
  private readonly backoff: ReconnectBackoff;
  private readonly authSession: AuthSession;
  private closedByUser = false;
  private readonly status = new ConnectionStatus();
  private readonly unsubscribeAuth: () => void;

  constructor(
    readonly url: string,
    options: ConnectionOptions = {},
  ) {
    const auth = options.auth ?? relayAuth;
    this.authSession = new AuthSession(url, auth, () => this.socket);
    this.idle = new IdleTimer(options.idleTimeoutMs ?? TIMEOUTS.relayIdleClose, () => {
      if (this.busy) return;
      this.dropSocket();
      this.notify();
    });
    this.backoff = new ReconnectBackoff(options.backoffBaseMs ?? TIMEOUTS.backoffBase, options.backoffMaxMs ?? BACKOFF_MAX_MS);
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
    return this.status.stateOf(this.socket);
  }

  /** Why the last connection attempt failed or the last socket went away, if it did. */
  get error(): string | undefined {
    return this.status.error;
  }

  /** Whether the relay asked for NIP-42 authentication on the current socket, and whether it accepted ours. */
  get authState(): 'none' | 'required' | 'authenticated' {
    return this.authSession.state;
  }

  /** Called whenever `state`, `error` or `authState` may have changed. */
  subscribe(listener: () => void): () => void {
    return this.status.subscribe(listener);
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
    this.idle.stop();
    if (this.connect().readyState === SOCKET_OPEN) this.writes.sendPublish(pending);
    return promise;
  }

  /** NIP-45 COUNT; rejects on CLOSED like a query. */
  count(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): Promise<CountResult> {
    const timeout = AbortSignal.timeout(TIMEOUTS.listingQuery);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const { promise, send } = this.writes.addCount(this.routes.newId(), filters, signal);
    this.idle.stop();
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

  private connect(): WebSocket {
    const current = this.socket;
    if (current && (current.readyState === SOCKET_OPEN || current.readyState === SOCKET_CONNECTING)) return current;
    this.backoff.cancel();
    const onOpen = () => {
      if (this.socket !== socket) return;
      this.opened = true;
      this.backoff.opened();
      this.status.error = undefined;
      this.routes.sendUnsent();
      this.writes.sendUnsent();
      this.notify();
    };
    const { socket, early, receive } = openRelaySocket(this.url, {
      open: onOpen,
      message: (message) => {
        if (this.socket === socket) this.handle(message);
      },
      lost: (reason) => this.lost(socket, reason),
    });
    this.socket = socket;
    this.opened = false;
    this.authSession.reset();
    if (early !== undefined) {
      this.routes.adoptBootRequests(early.requests, EARLY_SOCKET_TTL_MS);
      for (const data of early.received) receive(data);
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
    this.status.error = wasOpen ? `Relay connection lost (${reason})` : 'Could not connect to the relay';
    this.dropSocket();
    this.failEverything(wasOpen ? new RelayConnectionLost() : new RelayUnreachable(this.url), false);
    // Live subscriptions come back after a drop, with a backoff from 1000 ms doubling up to 30 s.
    if (this.routes.hasLive && !this.closedByUser) this.backoff.schedule(() => this.routes.size > 0 && this.connect());
    this.notify();
  }

  private dropSocket(): void {
    this.routes.dropBootRequests();
    this.idle.stop();
    this.backoff.cancel();
    const socket = this.socket;
    this.socket = undefined;
    this.authSession.reset();
    if (socket && socket.readyState <= SOCKET_OPEN) socket.close();
  }

  private failEverything(error: Error, includingLive: boolean): void {
    this.routes.failAll(error, includingLive);
    this.writes.failAll(error);
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
        this.routes.refused(message.subscriptionId);
        return;
      default:
        break;
    }
    if (this.routes.route(message)) return;
    // Not a REQ's: a COUNT the relay refused.
    if (message.type === 'CLOSED' && this.writes.receiveClosed(message.subscriptionId, message.reason, this.authSession.mayAuthenticate(0))) this.authenticate();
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
    const purpose = this.routes.awaitingAuth ? 'read' : this.writes.awaitingAuth;
    if (purpose !== undefined) this.authSession.demand(purpose, (reason) => this.failAwaitingAuth(reason));
  }

  private resendAfterAuth(): void {
    this.routes.resendAfterAuth();
    this.writes.resendAfterAuth();
  }

  private failAwaitingAuth(reason: string): void {
    this.routes.failAwaitingAuth(reason);
    this.writes.failAwaitingAuth(reason);
  }

  private send(message: unknown[]): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private notify(): void {
    this.status.notify();
  }

  private get busy(): boolean {
    return this.routes.size > 0 || this.writes.size > 0;
  }

  private startIdleTimer(): void {
    if (!this.busy && this.socket !== undefined) this.idle.start();
  }
}
