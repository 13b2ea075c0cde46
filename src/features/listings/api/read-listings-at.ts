import { KIND, TIMEOUTS } from '@/config/constants';
import { deletedBy } from '@/nostr/deletion';
import type { NostrFilter } from '@/nostr/event';
import { listingCoordinate, type CarListing } from '@/nostr/listing';

import { readListings, type ListingSource } from './read-listings';

/** What became of each listing address asked for (docs/product.md §2 Favourites). */
export type ListingAtAddress =
  | { state: 'found'; listing: CarListing }
  | { state: 'deleted'; listing: CarListing | undefined }
  | { state: 'missing' };

const ADDRESS = /^30402:([0-9a-f]{64}):(.+)$/s;

/** One REQ filter per author, naming the `d`s wanted of them. */
function addressFilters(addresses: readonly string[]): NostrFilter[] {
  const byAuthor = new Map<string, string[]>();
  for (const address of addresses) {
    const match = ADDRESS.exec(address);
    if (!match) continue;
    const ds = byAuthor.get(match[1]!) ?? [];
    ds.push(match[2]!);
    byAuthor.set(match[1]!, ds);
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
  for (const listing of listings) result.set(listingCoordinate(listing), { state: 'found', listing });
  for (const listing of deleted) {
    const address = listingCoordinate(listing);
    if (!result.has(address)) result.set(address, { state: 'deleted', listing });
  }
  const unseen = addresses.filter((address) => !result.has(address) && ADDRESS.test(address));
  if (unseen.length > 0) {
    const authors = [...new Set(unseen.map((address) => ADDRESS.exec(address)![1]!))];
    try {
      const requests = await source.query([{ kinds: [KIND.deletion], authors, '#a': unseen }], {
        signal: options.signal,
        timeoutMs: TIMEOUTS.listingQuery,
      });
      const isDeleted = deletedBy(requests);
      for (const address of unseen) {
        const [, pubkey, d] = ADDRESS.exec(address)!;
        // A version dated 0 is covered by any request naming its address (see deletedBy).
        const probe = { id: '', pubkey: pubkey!, kind: KIND.listing, created_at: 0, tags: [['d', d!]] };
        if (isDeleted(probe)) result.set(address, { state: 'deleted', listing: undefined });
      }
    } catch (error) {
      if (options.signal?.aborted) throw error;
      console.warn('[listings] Could not check deletions of missing listings.', error);
    }
  }
  for (const address of addresses) if (!result.has(address)) result.set(address, { state: 'missing' });
  return result;
}
