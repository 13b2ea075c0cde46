import { KIND, TIMEOUTS } from '@/config/constants';
import { eventStore } from '@/features/relay/public';
import { addressDeletionFilters } from '@/nostr/event-store-rules';
import type { NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { listingAddress, parseListingAddress, type ListingAddress } from '@/nostr/listing-address';

import { readListings, type ListingSource } from './read-listings';

/** What became of each listing address asked for (docs/product.md §2 Favourites). */
export type ListingAtAddress =
  | { state: 'found'; listing: CarListing }
  | { state: 'deleted'; listing: CarListing | undefined }
  | { state: 'missing' };

/** One REQ filter per author, naming the `d`s wanted of them. */
function addressFilters(addresses: readonly string[]): NostrFilter[] {
  const byAuthor = new Map<string, string[]>();
  for (const address of addresses) {
    const target = parseListingAddress(address);
    if (!target) continue;
    const ds = byAuthor.get(target.pubkey) ?? [];
    ds.push(target.d);
    byAuthor.set(target.pubkey, ds);
  }
  return [...byAuthor].map(([author, ds]) => ({ kinds: [KIND.listing], authors: [author], '#d': ds }));
}

/**
 * Listings by address, the way `readListings` reads them (valid, newest version, deletions applied), but
 * saying what happened to each one instead of leaving it out: found, deleted by its author (the version
 * the relays still sent, or none when they dropped it and only the NIP-09 request is left), or missing.
 */
export async function readListingsAt(
  source: ListingSource,
  addresses: readonly string[],
  options: { signal?: AbortSignal } = {},
): Promise<Map<string, ListingAtAddress>> {
  const result = new Map<string, ListingAtAddress>();
  const filters = addressFilters(addresses);
  if (filters.length === 0) return result;
  const { listings, deleted } = await readListings(source, filters, { signal: options.signal });
  for (const listing of listings) result.set(listingAddress(listing), { state: 'found', listing });
  for (const listing of deleted) {
    const address = listingAddress(listing);
    if (!result.has(address)) result.set(address, { state: 'deleted', listing });
  }
  const unseen = new Map<string, ListingAddress>();
  for (const address of addresses) {
    const target = result.has(address) ? undefined : parseListingAddress(address);
    if (target) unseen.set(address, target);
  }
  if (unseen.size > 0) {
    try {
      // Into the event store (the relay layer's reads put what they verify there; a source that reads
      // otherwise is covered too), which then says which addresses were deleted (docs/architecture.md §20).
      eventStore.addMany(await source.query(addressDeletionFilters([...unseen.keys()]), { signal: options.signal, timeoutMs: TIMEOUTS.listingQuery }));
      for (const address of unseen.keys()) {
        if (eventStore.isAddressDeleted(address)) result.set(address, { state: 'deleted', listing: undefined });
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      console.warn('[listings] Could not check deletions of missing listings.', error);
    }
  }
  for (const address of addresses) if (!result.has(address)) result.set(address, { state: 'missing' });
  return result;
}
