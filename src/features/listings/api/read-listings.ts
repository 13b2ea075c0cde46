import { TIMEOUTS } from '@/config/constants';
import type { RelayQuery } from '@/features/relay/public';
import { deletionFilters, withoutDeleted } from '@/nostr/deletion';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';

import { listingCache } from '../cache/listing-cache';
import { toListings } from './to-listings';

/** Where listings are read from: the relay's URL and its bound query (what `useReadRelay()` returns). */
export interface ListingSource {
  relayUrl: string;
  query: RelayQuery;
}

export interface ListingsRead {
  /** Valid listings, newest version per `pubkey:d`, NIP-09 deletions applied, newest first. */
  listings: CarListing[];
  /** Every verified event the relay sent, before validity and de-duplication (paging counts these). */
  events: NostrEvent[];
}

export interface ReadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Every verified event received so far, each time a batch arrives (for painting before EOSE). */
  onProgress?: (events: readonly NostrEvent[]) => void;
}

/**
 * Asks the relay for the deletion requests that target `listings` and drops what they delete, so a relay
 * that stores kind 5 but keeps serving the deleted events cannot bring a deleted listing back. A failure
 * here keeps the listings as the relay sent them (the relay's own answer already omits what it deleted).
 */
async function applyDeletions(source: ListingSource, listings: CarListing[], signal?: AbortSignal): Promise<CarListing[]> {
  const filters = deletionFilters(listings);
  if (filters.length === 0) return listings;
  try {
    const deletions = await source.query(filters, { signal, timeoutMs: TIMEOUTS.listingQuery });
    const kept = withoutDeleted(listings, deletions);
    if (kept.length < listings.length) {
      const gone = listings.filter((listing) => !kept.includes(listing));
      void listingCache().forget(source.relayUrl, gone);
    }
    return kept;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[listings] Could not check deletions; showing the listings as the relay sent them.', error);
    return listings;
  }
}

/**
 * The one way the app reads car listings, for any filter (grid pages, a listing's detail, hashtag pages):
 * verified events → valid listings (`parseListing`, the one validity rule) → newest version per `pubkey:d` →
 * NIP-09 deletions by their authors applied → newest first. A deleted listing is gone from every screen, and
 * the local cache forgets it; a version published after the deletion shows again.
 */
export async function readListings(source: ListingSource, filters: NostrFilter[], options: ReadOptions = {}): Promise<ListingsRead> {
  const received: NostrEvent[] = [];
  const events = await source.query(filters, {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? TIMEOUTS.listingQuery,
    onEvents: options.onProgress
      ? (batch) => {
          received.push(...batch);
          options.onProgress?.(received);
        }
      : undefined,
  });
  const listings = await applyDeletions(source, toListings(events), options.signal);
  return { listings, events };
}
