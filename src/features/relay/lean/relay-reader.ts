import { matchFilters } from 'nostr-tools/filter';

import { TIMEOUTS } from '@/config/constants';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { parseReadMessage } from '@/nostr/relay-message';

import { relayAuth } from '../relay-auth';
import { verifyEvents } from '../verify/batch-verifier';

export interface ReadOptions {
  signal?: AbortSignal;
  timeoutMs: number;
  /** Receives each verified batch in arrival order while the query runs, so a grid can paint before EOSE. */
  onEvents?: (events: NostrEvent[]) => void;
}

interface Subscription {
  id: string;
  filters: NostrFilter[];
  sent: boolean;
  /** Verified events, in arrival order. */
  events: NostrEvent[];
  /** Received, waiting for the verifier. */
  queue: NostrEvent[];
  verifying: boolean;
  eose: boolean;
  onEvents: ((events: NostrEvent[]) => void) | undefined;
  settle: (result: { events: NostrEvent[] } | { error: unknown }) => void;
}

const SOCKET_OPEN = 1;
const SOCKET_CONNECTING = 0;

/**
 * A connection that was open went away (a drop, or a close after a non-text frame) with queries in flight.
 * Unlike a relay that cannot be reached at all, asking again on a new connection may well work, so the query
 * layer retries these (SPEC §4: on a drop, retry with backoff).
 */
export class RelayConnectionLost extends Error {
  constructor() {
    super('Relay connection closed');
    this.name = 'RelayConnectionLost';
  }
}
/** Large enough to amortise the worker round trip, small enough that a page fills in a few steps. */
const MAX_BATCH = 25;

/**
 * A read-only NIP-01 client for one relay: one-shot queries (REQ until EOSE, then CLOSE) over one shared
 * WebSocket, with signatures checked in the verification worker as events stream in. It is what the grid
 * uses, so the home route needs neither NRelay1 (with zod) nor @noble on the main thread.
 *
 * The rules of SPEC §4 that matter for one-shot reads hold here too: events are verified and must match
 * the filters, malformed messages are ignored, a non-text frame closes the connection, CLOSED ends the
 * query with an error, an unused connection closes after 30 s and the next query opens a new one. A drop
 * fails the queries in flight; the query layer retries them with the spec's backoff.
 */
export class RelayReader {
  private socket: WebSocket | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 8);
  private warnedInvalid = false;

  constructor(
    readonly url: string,
    private readonly idleTimeoutMs: number = TIMEOUTS.relayIdleClose,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === SOCKET_OPEN;
  }

  /** Verified events matching `filters`, newest first as the relay sent them; rejects on CLOSED, drop or timeout. */
  query(filters: NostrFilter[], options: ReadOptions): Promise<NostrEvent[]> {
    if (filters.every((filter) => filter.limit === 0)) return Promise.resolve([]);
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    if (signal.aborted) return Promise.reject(signal.reason);

    return new Promise<NostrEvent[]>((resolve, reject) => {
      const onAbort = () => subscription.settle({ error: signal.reason });
      const subscription: Subscription = {
        id: `${this.prefix}-${this.nextId++}`,
        filters,
        sent: false,
        events: [],
        queue: [],
        verifying: false,
        eose: false,
        onEvents: options.onEvents,
        settle: (result) => {
          if (!this.subscriptions.delete(subscription.id)) return;
          signal.removeEventListener('abort', onAbort);
          if (subscription.sent) this.send(['CLOSE', subscription.id]);
          this.startIdleTimer();
          if ('error' in result) reject(result.error);
          else resolve(result.events);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.subscriptions.set(subscription.id, subscription);
      this.stopIdleTimer();
      const socket = this.connect();
      if (socket.readyState === SOCKET_OPEN) this.sendRequest(subscription);
    });
  }

  /** Closes the connection now; queries in flight fail. */
  close(): void {
    this.stopIdleTimer();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
    this.failAll(new RelayConnectionLost());
  }

  private connect(): WebSocket {
    const current = this.socket;
    if (current && (current.readyState === SOCKET_OPEN || current.readyState === SOCKET_CONNECTING)) return current;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    this.warnedInvalid = false;
    let opened = false;
    socket.addEventListener('open', () => {
      opened = true;
      for (const subscription of this.subscriptions.values()) if (!subscription.sent) this.sendRequest(subscription);
    });
    socket.addEventListener('message', (message: MessageEvent<unknown>) => {
      if (typeof message.data !== 'string') {
        // SPEC §4: a non-text message closes the connection.
        this.close();
        return;
      }
      this.receive(message.data);
    });
    const lost = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.failAll(opened ? new RelayConnectionLost() : new Error('Relay connection closed'));
    };
    socket.addEventListener('close', lost);
    socket.addEventListener('error', lost);
    return socket;
  }

  private receive(text: string): void {
    const message = parseReadMessage(text);
    if (message === undefined) {
      // Logged once per connection: a broken or hostile relay could otherwise flood the console.
      if (!this.warnedInvalid) console.warn(`[relay] Ignoring invalid messages from ${this.url}`);
      this.warnedInvalid = true;
      return;
    }
    if (message.type === 'NOTICE' || message.type === 'OK') return;
    if (message.type === 'AUTH') {
      this.answerChallenge(message.challenge);
      return;
    }
    const subscription = this.subscriptions.get(message.subscriptionId);
    if (!subscription) return;
    if (message.type === 'CLOSED') {
      subscription.settle({ error: new Error(`Subscription closed: ${message.reason}`) });
    } else if (message.type === 'EOSE') {
      subscription.eose = true;
      this.finishIfDone(subscription);
    } else if (!subscription.eose && matchFilters(subscription.filters, message.event)) {
      subscription.queue.push(message.event);
      this.verifyQueued(subscription);
    }
  }

  /**
   * One batch in the verifier at a time: the first event goes alone (the first card paints as soon as it is
   * checked), the ones that arrive meanwhile form the next batch.
   */
  private verifyQueued(subscription: Subscription): void {
    if (subscription.verifying || subscription.queue.length === 0) return;
    const batch = subscription.queue.splice(0, MAX_BATCH);
    subscription.verifying = true;
    verifyEvents(batch).then(
      (valid) => {
        subscription.verifying = false;
        if (!this.subscriptions.has(subscription.id)) return;
        const accepted = batch.filter((_, index) => valid[index]);
        subscription.events.push(...accepted);
        if (accepted.length > 0) subscription.onEvents?.(accepted);
        this.verifyQueued(subscription);
        this.finishIfDone(subscription);
      },
      (error: unknown) => subscription.settle({ error }),
    );
  }

  private finishIfDone(subscription: Subscription): void {
    if (subscription.eose && !subscription.verifying && subscription.queue.length === 0) {
      subscription.settle({ events: subscription.events });
    }
  }

  /**
   * NIP-42: the signed-in account answers (see relay-auth.ts), on the connection that asked: a reconnect
   * brings a new challenge. A relay that holds its answers until then serves the queries in flight; one that
   * answered CLOSED gets them again through the query layer's retries. Failures are ignored (SPEC §4).
   */
  private answerChallenge(challenge: string): void {
    const socket = this.socket;
    relayAuth.answer(this.url, challenge).then(
      (event) => {
        if (this.socket === socket && socket?.readyState === SOCKET_OPEN) socket.send(JSON.stringify(['AUTH', event]));
      },
      () => undefined,
    );
  }

  private sendRequest(subscription: Subscription): void {
    subscription.sent = true;
    this.send(['REQ', subscription.id, ...subscription.filters]);
  }

  private send(message: unknown[]): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private failAll(error: Error): void {
    // Settling removes the entry; a Map tolerates deletion while it is being iterated.
    for (const subscription of this.subscriptions.values()) subscription.settle({ error });
  }

  private startIdleTimer(): void {
    if (this.subscriptions.size > 0 || this.idleTimer !== undefined) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.subscriptions.size === 0) this.close();
    }, this.idleTimeoutMs);
  }

  private stopIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }
}

const readers = new Map<string, RelayReader>();

/** The one reader per relay URL, shared by the early grid request and the grid's queries. */
export function relayReader(url: string): RelayReader {
  let reader = readers.get(url);
  if (!reader) {
    reader = new RelayReader(url);
    readers.set(url, reader);
  }
  return reader;
}
