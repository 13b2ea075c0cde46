import type { NostrEvent, NostrFilter } from '@/nostr/event';
import { deletionFiltersFor } from '@/nostr/event-store-rules';

import type { QueryOptions } from '../connection/subscription-reads';
import { eventStore } from './event-store';

/** A set of relays to ask: its key (the same relays, the same key) and its read. */
export interface DeletionSource {
  key: string;
  query: (filters: NostrFilter[], options: QueryOptions) => Promise<NostrEvent[]>;
}

/**
 * How long a deletion check of an event stands per relay set. Short: it only spares the relays the same
 * question asked twice for one screen (a detail page reads the listing and, for its price rating, the
 * listings of the same make, which include it; a profile shows on every card of a seller) and on going back.
 */
const FRESH_MS = 5_000;

const checked = new Map<string, { at: number; answer: Promise<void> }>();

interface Batch {
  events: Map<string, NostrEvent>;
  answer: Promise<void>;
}

const batches = new Map<string, Batch>();

const keyOf = (source: DeletionSource, id: string) => `${source.key}|${id}`;

/** One batch per relay set, sent on the next task: checks asked for in the same moment share one REQ. */
function batchFor(source: DeletionSource, timeoutMs: number | undefined): Batch {
  const open = batches.get(source.key);
  if (open) return open;
  const events = new Map<string, NostrEvent>();
  let send: (() => void) | undefined;
  const answer = new Promise<void>((resolve, reject) => {
    send = () => {
      batches.delete(source.key);
      source.query(deletionFiltersFor([...events.values()]), { timeoutMs }).then((deletions) => {
        // The relay layer's reads add what they verify already; a source that reads otherwise is covered too.
        eventStore.addMany(deletions);
        resolve();
      }, reject);
    };
  });
  const batch: Batch = { events, answer };
  batches.set(source.key, batch);
  setTimeout(() => send?.(), 0);
  return batch;
}

/**
 * Asks the relays of `source` for the NIP-09 requests that may delete `events` and adds them to the event
 * store, which then leaves the deleted events out of every reader's `current`. Each event is asked about
 * once per relay set within {@link FRESH_MS}; the rest go in one batched REQ. The shared request is tied to no
 * caller's signal (one caller leaving must not fail another's check); each caller stops waiting on its own.
 * Rejects when the relays could not be asked (and forgets those events, so the next read asks again).
 */
export async function checkDeletions(
  source: DeletionSource,
  events: readonly NostrEvent[],
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  const now = Date.now();
  const pending: Promise<void>[] = [];
  for (const event of events) {
    const key = keyOf(source, event.id);
    const check = checked.get(key);
    if (check && now - check.at < FRESH_MS) {
      pending.push(check.answer);
      continue;
    }
    const batch = batchFor(source, options.timeoutMs);
    batch.events.set(event.id, event);
    checked.set(key, { at: now, answer: batch.answer });
    batch.answer.catch(() => {
      if (checked.get(key)?.answer === batch.answer) checked.delete(key);
    });
    pending.push(batch.answer);
  }
  await untilAborted(Promise.all(new Set(pending)), options.signal);
}

/** After the app publishes a deletion elsewhere than through the store: the next read asks the relays again. */
export function forgetDeletionChecks(): void {
  checked.clear();
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
