import { LISTING_GRID_LIMIT } from '@/config/constants';
import { readRelay } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';
import { listingGridFilter } from '@/nostr/listing';
import { oldestCreatedAt, pageWindow, type ListingPage } from '@/nostr/listing-page';

import { listingCache, type ListingCache } from '../cache/listing-cache';
import { readListings, type ListingSource } from './read-listings';

export interface PageSources {
  source: ListingSource;
  cache: Pick<ListingCache, 'reconcile'>;
}

export function defaultSources(relayUrl: string): PageSources {
  return { source: { relayUrl, query: (filters, options) => readRelay(relayUrl, filters, options) }, cache: listingCache() };
}

export interface PageRequest {
  relayUrl: string;
  /** Inclusive upper bound on `created_at`; undefined for the first page. */
  until: number | undefined;
  signal?: AbortSignal;
  /** Every verified event received so far, each time a batch arrives (for painting before EOSE). */
  onProgress?: (events: readonly NostrEvent[]) => void;
  limit?: number;
}

/**
 * One grid page from the relay (docs/product.md §7 grid request plus `until`), read the one way listings are
 * read (`readListings`: valid, newest version per `pubkey:d`, deletions applied). The local cache is then made
 * to agree with it (in the background: the grid never waits for storage).
 */
export async function fetchListingPage(request: PageRequest, sources: PageSources = defaultSources(request.relayUrl)): Promise<ListingPage> {
  const limit = request.limit ?? LISTING_GRID_LIMIT;
  const filter = listingGridFilter(limit);
  if (request.until !== undefined) filter.until = request.until;
  const { listings, events } = await readListings(sources.source, [filter], { signal: request.signal, onProgress: request.onProgress });
  const page: ListingPage = {
    listings,
    until: request.until,
    received: events.length,
    oldest: oldestCreatedAt(events),
    complete: true,
  };
  void sources.cache.reconcile(request.relayUrl, pageWindow(page, limit), page.listings);
  return page;
}
