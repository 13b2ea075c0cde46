import { LISTING_GRID_LIMIT, QUERY_DEFAULTS } from '@/config/constants';
import { relaysKey } from '@/features/network/public';
import { eventStore, warmUpVerifier } from '@/features/relay/public';
import { coverPhotoOf } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';
import type { ListingPage } from '@/nostr/grid-paging';
import { sortListings } from '@/nostr/listing-sort';

import { listingCache } from '../cache/listing-cache';
import { fetchListingPage } from './read-grid-page';
import { listingEvent, toListings } from './to-listings';

/**
 * The grid's first page while it loads: what can be shown before the relay's EOSE (the local cache and the
 * events streamed so far) and the revalidated page at the end. Started once per page load, as early as
 * possible (see main.tsx), and handed to the grid's query when it mounts.
 */
export interface FirstPageLoad {
  /** The read relays, as a key (see relaysKey). */
  key: string;
  /** Cached ∪ streamed listings, newest version per `pubkey:d`, newest first; undefined while there are none. */
  snapshot(): CarListing[] | undefined;
  /** Called whenever the snapshot changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The complete, revalidated first page (rejects like a relay query). */
  result: Promise<ListingPage>;
  /** Whether `result` has settled. */
  settled(): boolean;
  /** When `result` was fulfilled (Date.now()); undefined while running or after a failure. */
  succeededAt(): number | undefined;
}

/** How long a failed first page waits for the local cache read before reporting. */
const CACHE_WAIT_MS = 2_000;

/**
 * The newest cached listings of every relay, merged as the event store says (newest version per `pubkey:d`,
 * none the store knows deleted: the cache never serves back a listing deleted since it was written).
 */
async function readCache(relays: readonly string[]): Promise<CarListing[]> {
  const perRelay = await Promise.all(relays.map((relay) => listingCache().readNewest(relay, LISTING_GRID_LIMIT)));
  return sortListings(eventStore.current(perRelay.flat(), listingEvent), 'newest').slice(0, LISTING_GRID_LIMIT);
}

export function startFirstPageLoad(relays: readonly string[], options: { signal?: AbortSignal; useCache?: boolean } = {}): FirstPageLoad {
  const listeners = new Set<() => void>();
  let cached: CarListing[] = [];
  let streamed: CarListing[] = [];
  let snapshot: CarListing[] | undefined;
  let settled = false;
  let succeededAt: number | undefined;

  const update = () => {
    if (settled) return;
    const merged = sortListings(eventStore.current([...streamed, ...cached], listingEvent), 'newest');
    if (snapshot === undefined && merged.length > 0) performance.mark('carstr:first-listings');
    snapshot = merged.length > 0 ? merged : undefined;
    for (const listener of listeners) listener();
  };

  const cacheRead: Promise<void> =
    (options.useCache ?? true)
      ? readCache(relays)
          .then((listings) => {
            cached = listings;
            if (listings.length > 0) update();
            // Nothing to show until the relay's events are verified: have the worker ready for them. With a
            // cache, it starts with the first batch instead, leaving the CPU to the first paint.
            else warmUpVerifier();
          })
          .catch(() => undefined)
      : Promise.resolve();

  const result = fetchListingPage({
    relays,
    cursor: undefined,
    signal: options.signal,
    onProgress: (events) => {
      streamed = toListings(events);
      update();
    },
  })
    // A relay that fails fast (refused connection) must not beat the cache read: the last confirmed
    // listings still show, next to the error. The wait is bounded in case IndexedDB is blocked.
    .finally(() => Promise.race([cacheRead, new Promise((resolve) => setTimeout(resolve, CACHE_WAIT_MS))]))
    .then((page) => {
      succeededAt = Date.now();
      return page;
    })
    .finally(() => {
      settled = true;
    });
  // The grid may never mount (another route): an unobserved failure is not an error worth reporting.
  result.catch(() => undefined);

  return {
    key: relaysKey(relays),
    snapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    result,
    settled: () => settled,
    succeededAt: () => succeededAt,
  };
}

let early: FirstPageLoad | undefined;

/**
 * The first card's photo (its thumbnail when the listing's `imeta` names one) starts downloading as soon as
 * the first listings are known, while React still boots: it is the home's largest paint (docs/architecture.md
 * §19). Same URL and referrer policy as the card's <img>, so the browser reuses the download.
 */
function preloadFirstCover(load: FirstPageLoad): void {
  const unsubscribe = load.subscribe(() => {
    const first = load.snapshot()?.[0];
    if (first === undefined) return;
    unsubscribe();
    const photo = coverPhotoOf(first);
    const href = photo?.thumb ?? photo?.url;
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    link.referrerPolicy = 'no-referrer';
    document.head.append(link);
  });
}

/** Starts the first page before React boots, so the relay works while the app's JavaScript loads. */
export function prefetchFirstPage(relays: readonly string[]): void {
  early = startFirstPageLoad(relays);
  earlyTaken = false;
  earlyShown = false;
  preloadFirstCover(early);
}

/** What the early load for `relays` can show right now (cache and stream so far), without taking it. */
export function peekPrefetchedFirstPage(relays: readonly string[]): CarListing[] | undefined {
  return early?.key === relaysKey(relays) ? early.snapshot() : undefined;
}

/** Whether the early load for `relays` has ended (revalidated page or failure); false when there is none. */
export function prefetchedFirstPageSettled(relays: readonly string[]): boolean {
  return early?.key === relaysKey(relays) && early.settled();
}

/** Calls `listener` whenever the early load for `relays` can show more; returns the unsubscribe function. */
export function subscribePrefetchedFirstPage(relays: readonly string[], listener: () => void): () => void {
  if (early?.key !== relaysKey(relays)) return () => undefined;
  const load = early;
  let stopped = false;
  const unsubscribe = load.subscribe(listener);
  // The snapshot stops changing when the load settles: say so once.
  void load.result.catch(() => undefined).finally(() => {
    if (!stopped) listener();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** Whether a query has taken the early load yet, and whether one has shown its page. */
let earlyTaken = false;
let earlyShown = false;

/**
 * The early load for `relays`, for the grid's query: the first query takes it even if it has already ended
 * (the app mounted after the relay's EOSE: the page waited for its boot cards, or the main thread was slow),
 * since it is this page load's own answer. After that, while it is still running (a query that was cancelled
 * and restarted, by React's StrictMode or a quick unmount and remount, joins it instead of sending the REQ
 * again), and once it has ended, until a query has shown its page: a visitor who opened a car before the grid
 * had its answer, and comes back, gets that answer rather than a second REQ (within the query's stale time).
 * After that, later loads (a refetch, another relay) ask the relay anew.
 */
export function takePrefetchedFirstPage(relays: readonly string[]): FirstPageLoad | undefined {
  if (early?.key !== relaysKey(relays)) return undefined;
  const succeededAt = early.succeededAt();
  const unshown = !earlyShown && succeededAt !== undefined && Date.now() - succeededAt < QUERY_DEFAULTS.staleTime;
  if (earlyTaken && early.settled() && !unshown) {
    early = undefined;
    return undefined;
  }
  earlyTaken = true;
  return early;
}

/** A query has shown `load`'s page: if it is the early load, later loads ask the relay anew. */
export function firstPageShown(load: FirstPageLoad): void {
  if (load === early) earlyShown = true;
}
