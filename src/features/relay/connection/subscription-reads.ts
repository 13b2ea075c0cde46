import type { NostrRelayCLOSED, NostrRelayEOSE, NostrRelayEVENT } from '@nostrify/nostrify';

import { TIMEOUTS } from '@/config/constants';
import { AsyncQueue } from '@/lib/async-queue';
import type { NostrEvent, NostrFilter } from '@/nostr/event';

import { expectedCount, newestFirst } from './query-results';
import { QueryTimeout, SubscriptionClosed, abortError } from './relay-errors';
import type { Subscription, SubscriptionHandlers } from './subscription';

export interface QueryOptions {
  signal?: AbortSignal;
  /** Defaults to the listing and comment query timeout (docs/product.md §9). */
  timeoutMs?: number;
  /** Receives each verified batch in arrival order while the query runs, so a screen can paint before EOSE. */
  onEvents?: (events: NostrEvent[]) => void;
  /** Told when the relay sent an event for this query that the limits on relay data dropped. */
  onRefused?: () => void;
}

export type RelayMessage = NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED;

/** What the two ways of reading need from a connection: opening and closing one REQ on its socket. */
export interface SubscriptionHost {
  isOpen(): boolean;
  open(filters: NostrFilter[], live: boolean, handlers: SubscriptionHandlers): Subscription;
  close(subscription: Subscription): void;
}

/**
 * Verified events matching `filters`, de-duplicated and newest first: REQ until EOSE, then CLOSE. Rejects
 * with 'Subscription closed' on CLOSED, with an abort error on cancel or timeout, and with
 * RelayUnreachable / RelayConnectionLost when the socket cannot open or goes away meanwhile. Filters that
 * expect no result return [] without a request (docs/product.md §5).
 */
export function runQuery(host: SubscriptionHost, filters: NostrFilter[], options: QueryOptions): Promise<NostrEvent[]> {
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
      host.close(subscription);
      if (error === undefined) resolve(newestFirst(received.values()));
      else reject(error);
    };
    const onAbort = () => finish(timeout.aborted && !options.signal?.aborted ? new QueryTimeout(host.isOpen()) : abortError());
    const subscription = host.open(filters, false, {
      onEvents: (events) => {
        const fresh = events.filter((event) => !received.has(event.id));
        for (const event of fresh) received.set(event.id, event);
        if (fresh.length > 0) options.onEvents?.(fresh);
        if (received.size >= expected) finish();
      },
      onEose: () => finish(),
      onClosed: (reason) => finish(new SubscriptionClosed(reason)),
      ...(options.onRefused ? { onRefused: options.onRefused } : {}),
    });
    subscription.fail = finish;
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A live subscription as Nostrify's NRelay defines it: EVENT (verified), EOSE and CLOSED messages until the
 * caller stops iterating or aborts. It survives dropped connections (re-sent on reconnect).
 */
export async function* runReq(host: SubscriptionHost, filters: NostrFilter[], signal: AbortSignal | undefined): AsyncIterable<RelayMessage> {
  if (signal?.aborted) return;
  const queue = new AsyncQueue<RelayMessage>();
  const subscription = host.open(filters, true, {
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
    host.close(subscription);
  }
}
