import { LISTING_GRID_LIMIT, TIMEOUTS } from '@/config/constants';
import { relayReader, type RelayReader } from '@/features/relay/lean/relay-reader';
import { deletionFilters, withoutDeleted } from '@/nostr/deletion';
import type { NostrEvent } from '@/nostr/event';
import { listingGridFilter } from '@/nostr/listing';
import { oldestCreatedAt, pageWindow, type ListingPage } from '@/nostr/listing-page';

import { listingCache, type ListingCache } from '../cache/listing-cache';
import { toListings } from './to-listings';

export interface PageSources {
  reader: Pick<RelayReader, 'query'>;
  cache: Pick<ListingCache, 'reconcile'>;
}

export function defaultSources(relayUrl: string): PageSources {
  return { reader: relayReader(relayUrl), cache: listingCache() };
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
 * Asks the relay for the deletion requests that target the page's listings and drops what they delete, so
 * a relay that stores kind 5 but keeps serving the deleted events cannot bring a deleted listing back. A
 * failure here keeps the page as the relay sent it (the relay's own answer already omits what it deleted).
 */
async function applyDeletions(reader: PageSources['reader'], page: ListingPage, signal?: AbortSignal): Promise<ListingPage> {
  const filters = deletionFilters(page.listings);
  if (filters.length === 0) return page;
  try {
    const deletions = await reader.query(filters, { signal, timeoutMs: TIMEOUTS.listingQuery });
    return { ...page, listings: withoutDeleted(page.listings, deletions) };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[listings] Could not check deletions; showing the page as the relay sent it.', error);
    return page;
  }
}

/**
 * One grid page from the relay (SPEC §7 grid request plus `until`), revalidated: verified and valid events,
 * newest version per `pubkey:d`, NIP-09 deletions applied. The local cache is then made to agree with it
 * (in the background: the grid never waits for storage).
 */
export async function fetchListingPage(request: PageRequest, sources: PageSources = defaultSources(request.relayUrl)): Promise<ListingPage> {
  const limit = request.limit ?? LISTING_GRID_LIMIT;
  const filter = listingGridFilter(limit);
  if (request.until !== undefined) filter.until = request.until;
  const received: NostrEvent[] = [];
  const events = await sources.reader.query([filter], {
    signal: request.signal,
    timeoutMs: TIMEOUTS.listingQuery,
    onEvents: request.onProgress
      ? (batch) => {
          received.push(...batch);
          request.onProgress?.(received);
        }
      : undefined,
  });
  const fetched: ListingPage = {
    listings: toListings(events),
    until: request.until,
    received: events.length,
    oldest: oldestCreatedAt(events),
    complete: true,
  };
  const page = await applyDeletions(sources.reader, fetched, request.signal);
  void sources.cache.reconcile(request.relayUrl, pageWindow(page, limit), page.listings);
  return page;
}
