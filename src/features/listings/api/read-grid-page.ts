import { LISTING_GRID_LIMIT } from '@/config/constants';
import { relaySource } from '@/features/network/public';
import type { NostrEvent } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { listingGridFilter } from '@/nostr/listing-req-filters';
import { pageWindow, type ListingPage, type PageCursor } from '@/nostr/grid-paging';
import { answered } from '@/nostr/relay-outcome';

import { listingCache, type ListingCache } from '../cache/listing-cache';
import type { ListingSource, ListingsRead } from './read-listings';
import { readListings } from './read-listings';

export interface PageRequest {
  /** Every read relay; the cursor narrows a later page to the relays that have more. */
  relays: readonly string[];
  /** Undefined for the first page. */
  cursor: PageCursor | undefined;
  signal?: AbortSignal;
  /** Every verified event received so far, each time a batch arrives (for painting before EOSE). */
  onProgress?: (events: readonly NostrEvent[]) => void;
  limit?: number;
}

export interface PageSources {
  /** The relays a page asks (for a later page: those the cursor names). */
  source: (relays: readonly string[]) => ListingSource;
  cache: Pick<ListingCache, 'reconcile'>;
}

export function defaultSources(): PageSources {
  return { source: relaySource, cache: listingCache() };
}

/** Per relay that answered, the cache is made to agree with what that relay returned in its page's window. */
function reconcileCache(cache: PageSources['cache'], read: ListingsRead, until: number | undefined, limit: number): void {
  for (const outcome of answered(read.outcomes)) {
    const onRelay = (listing: CarListing) => read.seenOn.get(listing.event.id)?.includes(outcome.relay) === true;
    void cache.reconcile(outcome.relay, pageWindow(outcome, until, limit), read.listings.filter(onRelay));
  }
}

/**
 * One grid page from the read relays (docs/product.md §7 grid request, plus `until` for later pages), read the
 * one way listings are read (`readListings`: valid, newest version per `pubkey:d`, deletions applied). The
 * local cache is then made to agree with it, relay by relay (in the background: the grid never waits for
 * storage).
 */
export async function fetchListingPage(request: PageRequest, sources: PageSources = defaultSources()): Promise<ListingPage> {
  const limit = request.limit ?? LISTING_GRID_LIMIT;
  const filter = listingGridFilter(limit);
  if (request.cursor !== undefined) filter.until = request.cursor.until;
  const source = sources.source(request.cursor?.relays ?? request.relays);
  const read = await readListings(source, [filter], { signal: request.signal, onProgress: request.onProgress });
  reconcileCache(sources.cache, read, request.cursor?.until, limit);
  return { listings: read.listings, cursor: request.cursor, outcomes: read.outcomes, complete: true };
}
