import { matchFilters } from 'nostr-tools/filter';

import type { NostrFilter } from '@/nostr/event';

import { BootRequests, type BootRequest, type SubscriptionMessage } from './boot-requests';
import { AUTH_REQUIRED } from './connection-auth';
import { Subscription, type SubscriptionHandlers } from './subscription';

/** What the subscriptions of a connection need from the connection. */
export interface RegistryOwner {
  /** A fresh subscription id, unique on this connection (COUNTs draw from the same ids). */
  newId(): string;
  /** Sends on the open socket; does nothing when it is not open. */
  send(message: unknown[]): void;
  /** Whether a request refused with `auth-required:` after `retries` retries can wait for NIP-42 AUTH. */
  mayAuthenticate(retries: number): boolean;
  /** Handles a message the boot script's REQ received before it was claimed, as if it arrived now. */
  replay(message: SubscriptionMessage): void;
}

/**
 * The REQs of one connection, by subscription id: which went out on the current socket, which wait for AUTH
 * (docs/architecture.md, "The relay layer"). It routes EVENT, EOSE and CLOSED to their subscription (an event
 * only if it matches the filters), re-sends REQs when the socket (re)opens or the relay accepted AUTH, and
 * lets a query take over the boot script's REQ with the same filters instead of asking again.
 */
export class SubscriptionRegistry {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly bootRequests = new BootRequests((id) => this.owner.send(['CLOSE', id]));

  constructor(private readonly owner: RegistryOwner) {}

  get size(): number {
    return this.subscriptions.size;
  }

  /** Whether a live subscription is among them (it wants the socket back after a drop). */
  hasLive(): boolean {
    return [...this.subscriptions.values()].some((subscription) => subscription.live);
  }

  /** Registers a subscription; its REQ goes out now when `socketOpen`, else when the socket opens. */
  open(filters: NostrFilter[], live: boolean, handlers: SubscriptionHandlers, socketOpen: boolean): Subscription {
    // The boot script may have asked exactly this on the socket we adopted: take over its REQ.
    const claimed = this.bootRequests.claim(filters);
    const subscription = new Subscription(claimed?.id ?? this.owner.newId(), filters, live, handlers);
    this.subscriptions.set(subscription.id, subscription);
    if (claimed !== undefined) {
      subscription.sent = true;
      // Before the socket's next message (a task), after the caller has its subscription.
      queueMicrotask(() => {
        for (const message of claimed.held) this.owner.replay(message);
      });
    } else if (socketOpen) this.sendRequest(subscription);
    return subscription;
  }

  /** Ends `subscription` (CLOSE to the relay if its REQ went out); false when it was already gone. */
  remove(subscription: Subscription): boolean {
    subscription.end();
    if (!this.subscriptions.delete(subscription.id)) return false;
    if (subscription.sent) this.owner.send(['CLOSE', subscription.id]);
    return true;
  }

  /** Routes an EVENT, EOSE or CLOSED; false when neither a subscription nor a boot REQ has its id. */
  receive(message: SubscriptionMessage): boolean {
    if (this.bootRequests.hold(message)) return true;
    const subscription = this.subscriptions.get(message.subscriptionId);
    if (subscription === undefined) return false;
    if (message.type === 'EVENT') {
      // A query stops listening at EOSE; a relay that keeps sending stored events is not believed.
      if ((subscription.live || !subscription.eose) && matchFilters(subscription.filters, message.event)) subscription.receiveEvent(message.event);
    } else if (message.type === 'EOSE') {
      subscription.receiveEose();
    } else if (message.reason.startsWith(AUTH_REQUIRED) && this.owner.mayAuthenticate(subscription.authRetries)) {
      subscription.sent = false;
      subscription.awaitingAuth = true;
      subscription.authRetries += 1;
    } else {
      subscription.sent = false;
      subscription.receiveClosed(message.reason);
    }
    return true;
  }

  /** The boot script's REQs on the socket just adopted, for `open` to claim within `ttlMs`. */
  adoptBootRequests(requests: readonly BootRequest[], ttlMs: number): void {
    this.bootRequests.adopt(requests, ttlMs);
  }

  /** The socket went away, and the boot REQs with it. */
  clearBootRequests(): void {
    this.bootRequests.clear();
  }

  /** On a socket that just opened: every REQ not sent on it yet, except those waiting for AUTH. */
  sendUnsent(): void {
    for (const subscription of this.subscriptions.values()) if (!subscription.sent && !subscription.awaitingAuth) this.sendRequest(subscription);
  }

  /** The relay accepted our AUTH: the REQs it refused go out again. */
  resendAwaitingAuth(): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      this.sendRequest(subscription);
    }
  }

  /** No AUTH will be accepted: the REQs waiting for it end as CLOSED with `reason`. */
  failAwaitingAuth(reason: string): void {
    for (const subscription of this.subscriptions.values()) {
      if (!subscription.awaitingAuth) continue;
      subscription.awaitingAuth = false;
      subscription.receiveClosed(reason);
    }
  }

  /** The socket went away: queries fail with `error`; live subscriptions wait to be re-sent, unless `includingLive`. */
  failAll(error: Error, includingLive: boolean): void {
    for (const subscription of this.subscriptions.values()) {
      subscription.sent = false;
      subscription.awaitingAuth = false;
      if (!subscription.live) subscription.fail?.(error);
      else if (includingLive) subscription.receiveClosed(`error: ${error.message}`);
    }
  }

  private sendRequest(subscription: Subscription): void {
    subscription.sent = true;
    this.owner.send(['REQ', subscription.id, ...subscription.filters]);
  }
}
