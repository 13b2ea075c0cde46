import { TIMEOUTS } from '@/config/constants';
import { deletionFilters } from '@/nostr/deletion';
import type { NostrEvent } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';

import type { ListingSource } from './listing-source';

/**
 * How long a deletion check of a listing version stands. Short: it only spares the relays the same question
 * asked twice for one screen (a detail page reads the listing and, for its price rating, the listings of the
 * same make, which include it) and on going back; the app's own deletions clear it at once.
 */
const FRESH_MS = 5_000;

interface Check {
  at: number;
  /** The deletion requests the relays returned for the batch this version was checked in. */
  deletions: Promise<NostrEvent[]>;
}

const checks = new Map<string, Check>();

const keyOf = (source: ListingSource, listing: CarListing) => `${source.key}|${listing.event.id}`;

/**
 * The kind-5 requests that may delete `listings` (docs/product.md §7 *Deletions*), asked once per listing version
 * and relay set within {@link FRESH_MS}: versions checked (or being checked) already reuse that answer, the
 * rest are asked in one request. The shared request is not tied to any caller's signal (one caller leaving
 * must not fail another's check); each caller stops waiting on its own signal. Rejects when the relays could
 * not be asked, and forgets the failed versions so the next read asks again.
 */
export async function deletionRequestsFor(source: ListingSource, listings: readonly CarListing[], signal?: AbortSignal): Promise<NostrEvent[]> {
  const now = Date.now();
  const pending: Promise<NostrEvent[]>[] = [];
  const unchecked: CarListing[] = [];
  for (const listing of listings) {
    const check = checks.get(keyOf(source, listing));
    if (check && now - check.at < FRESH_MS) pending.push(check.deletions);
    else unchecked.push(listing);
  }
  if (unchecked.length > 0) {
    const asked = source.query(deletionFilters(unchecked), { timeoutMs: TIMEOUTS.listingQuery });
    const keys = unchecked.map((listing) => keyOf(source, listing));
    for (const key of keys) checks.set(key, { at: now, deletions: asked });
    asked.catch(() => {
      for (const key of keys) if (checks.get(key)?.deletions === asked) checks.delete(key);
    });
    pending.push(asked);
  }
  const answers = await untilAborted(Promise.all(pending), signal);
  return [...new Set(answers.flat())];
}

/** After the app publishes a deletion: the next read must ask the relays again. */
export function forgetDeletionChecks(): void {
  checks.clear();
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
