import { matchFilters } from 'nostr-tools/filter';

import type { NostrFilter } from '@/nostr/event';

import { BootRequests, type BootRequest, type SubscriptionMessage } from './boot-requests';
import { AUTH_REQUIRED } from './pending-writes';
import { Subscription, type SubscriptionHandlers } from './subscription';

/** What the routes need from the connection that owns the socket. */
export interface RouteSocket {
  /** Sends on the current socket if it is open; dropped otherwise (the REQ goes out again on open). */
  send(message: unknown[]): void;
  isOpen(): boolean;
  /** Whether the relay accepted our NIP-42 AUTH on this socket. */
  authenticated(): boolean;
  /** Whether a refusal after `retries` re-sends may still be answered with a login (auth-session.ts). */
  mayAuthenticate(retries: number): boolean;
  /** Something now waits for a login: the connection answers the challenge if it may. */
  authenticate(): void;
}

/**
 * The subscriptions of one connection, by id (docs/architecture.md, "The relay layer"): where each relay
 * message about a REQ goes, which REQs to send when a socket opens, and what waits for a NIP-42 login.
 * The socket's life (opening, losing, reconnecting, idling) stays in relay-connection.ts; this file never
 * touches the socket except through `RouteSocket.send`.
 */
export class SubscriptionRoutes {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly bootRequests: BootRequests;
  private nextId = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 8);

  constructor(private readonly socket: RouteSocket) {
    this.bootRequests = new BootRequests((id) => socket.send(['CLOSE', id]));
  }

  get size(): number {
    return this.subscriptions.size;
  }

  /** Whether a live subscription would come back after a drop (it is worth reconnecting for). */
  get hasLive(): boolean {
    return [...this.subscriptions.values()].some((subscription) => subscription.live);
  }

  /** Whether a REQ was refused with `auth-required:` and waits for the login. */
  get awaitingAuth(): boolean {
    return [...this.subscriptions.values()].some((subscription) => subscription.awaitingAuth);
  }

  /** A fresh id, unique on this connection (also used for COUNT). */
  newId(): string {
    return `${this.prefix}-${this.nextId++}`;
  }

  /** Adds a subscription; it takes over the boot script's REQ with the same filters, else is sent if the socket is open. */
  open(filters: NostrFilter[], live: boolean, handlers: SubscriptionHandlers): Subscription {
    const claimed = this.bootRequests.claim(filters);
    const subscription = new Subscription(claimed?.id ?? this.newId(), filters, live, handlers);
    this.subscriptions.set(subscription.id, subscription);
    if (claimed !== undefined) {
      subscription.sent = true;
      // Before the socket's next message (a task), after the caller has its subscription.
      queueMicrotask(() => {
        for (const message of claimed.held) this.route(message);
      });
    } else if (this.socket.isOpen()) this.sendRequest(subscription);
    return subscription;
  }

  /** Ends a subscription and CLOSEs its REQ; false when it was already gone. */
  close(subscription: Subscription): boolean {
    subscription.end();
    if (!this.subscriptions.delete(subscription.id)) return false;
    if (subscription.sent && this.socket.isOpen()) this.socket.send(['CLOSE', subscription.id]);
    return true;
  }

  /** The boot script's REQs on an adopted socket, held until the app asks the same (boot-requests.ts). */
  adoptBootRequests(requests: readonly BootRequest[], ttlMs: number): void {
    this.bootRequests.adopt(requests, ttlMs);
  }

  /** The socket went away, and the boot script's REQs with it. */
  dropBootRequests(): void {
    this.bootRequests.clear();
  }

  /** The socket opened: every REQ not yet sent (and not waiting for a login) goes out. */
  sendUnsent(): void {
    for (const subscription of this.subscriptions.values()) if (!subscription.sent && !subscription.awaitingAuth) this.sendRequest(subscription);
  }

  /** The socket went away: one-shot reads fail; live ones wait for a reconnect, or close too when `includingLive`. */
  failAll(error: Error, includingLive: boolean): void {
    for (const subscription of this.subscriptions.values()) {
      subscription.sent = false;
      subscription.awaitingAuth = false;
      if (!subscription.live) subscription.fail?.(error);
      else if (includingLive) subscription.receiveClosed(`error: ${error.message}`);
    }
  }

  /** The relay dropped an event of this REQ at intake (docs/architecture.md §5); the subscription learns of it (§16). */
  refused(subscriptionId: string): void {
    this.subscriptions.get(subscriptionId)?.receiveRefused();
  }

  /** Routes EVENT / EOSE / CLOSED to their subscription; false when no subscription (nor boot REQ) has that id. */
  route(message: SubscriptionMessage): boolean {
    if (this.bootRequests.hold(message)) return true;
    const subscription = this.subscriptions.get(message.subscriptionId);
    if (subscription === undefined) return false;
    if (message.type === 'EVENT') {
      // A query stops listening at EOSE; a relay that keeps sending stored events is not believed.
      if ((subscription.live || !subscription.eose) && matchFilters(subscription.filters, message.event)) subscription.receiveEvent(message.event);
    } else if (message.type === 'EOSE') {
      subscription.receiveEose();
    } else this.closed(subscription, message.reason);
    return true;
  }

  /** The login was accepted: what waited for it is asked again. */
  resendAfterAuth(): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      this.sendRequest(subscription);
    }
  }

  /** The login was refused or declined: what waited for it ends with the reason. */
  failAwaitingAuth(reason: string): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      subscription.receiveClosed(reason);
    }
  }

  private closed(subscription: Subscription, reason: string): void {
    if (reason.startsWith(AUTH_REQUIRED) && subscription.authRetries === 0 && this.socket.authenticated()) {
      // Refused before our AUTH was accepted (a boot REQ the relay answered before the app authenticated, or
      // one that crossed the AUTH): asked again once, now.
      subscription.authRetries += 1;
      this.sendRequest(subscription);
    } else if (reason.startsWith(AUTH_REQUIRED) && this.socket.mayAuthenticate(subscription.authRetries)) {
      subscription.sent = false;
      subscription.awaitingAuth = true;
      subscription.authRetries += 1;
      this.socket.authenticate();
    } else {
      subscription.sent = false;
      subscription.receiveClosed(reason);
    }
  }

  private sendRequest(subscription: Subscription): void {
    subscription.sent = true;
    this.socket.send(['REQ', subscription.id, ...subscription.filters]);
  }
}
