import { queryOptions } from '@tanstack/react-query';

import { KIND } from '@/config/constants';
import { MY_LISTINGS_LIMIT } from '@/config/seller';
import { readListings, type ListingSource, type ListingsRead } from '@/features/listings/public';
import { isHex64, type NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';

export function myListingsQueryKey(relaysKey: string, pubkey: string) {
  return ['my-listings', relaysKey, pubkey] as const;
}

/**
 * docs/product.md §7 My Listings: the seller's own car listings from their read and write relays, read the one way
 * listings are read (valid, newest version per `pubkey:d`, deletions applied, newest first), with where each
 * was seen. Only the author's own events: a relay that ignores `authors` cannot slip in someone else's.
 */
export function myListingsQueryOptions(source: ListingSource, pubkey: string) {
  return queryOptions({
    queryKey: myListingsQueryKey(source.key, pubkey),
    queryFn: async ({ signal }): Promise<ListingsRead> => {
      const read = await readListings(source, [{ kinds: [KIND.listing], authors: [pubkey], limit: MY_LISTINGS_LIMIT }], { signal });
      return { ...read, listings: read.listings.filter((listing) => listing.pubkey === pubkey) };
    },
  });
}

/** What the edit route found: the shape of the detail page's lookup, so a new version or a deletion updates it too. */
export type OwnListingLookup = { status: 'found'; listing: CarListing; relays: readonly string[] } | { status: 'missing' };

export function ownListingQueryKey(relaysKey: string, pubkey: string, id: string) {
  return ['own-listing', relaysKey, pubkey, id] as const;
}

/** One of the seller's own listings by its route id: the `d` tag, or the event id for a listing without one. */
function ownListingFilters(pubkey: string, id: string): NostrFilter[] {
  const filters: NostrFilter[] = [{ kinds: [KIND.listing], authors: [pubkey], '#d': [id], limit: 1 }];
  if (isHex64(id)) filters.push({ kinds: [KIND.listing], authors: [pubkey], ids: [id] });
  return filters;
}

/** The listing the edit form is filled with, from the seller's read and write relays, and where it was seen. */
export function ownListingQueryOptions(source: ListingSource, pubkey: string, id: string) {
  return queryOptions({
    queryKey: ownListingQueryKey(source.key, pubkey, id),
    enabled: id !== '',
    // Every opening of the form asks the relays again: it is filled from the version an update replaces.
    refetchOnMount: 'always',
    queryFn: async ({ signal }): Promise<OwnListingLookup> => {
      const { listings, seenOn } = await readListings(source, ownListingFilters(pubkey, id), { signal });
      const listing = listings.find((candidate) => candidate.pubkey === pubkey && candidate.id === id);
      return listing === undefined ? { status: 'missing' } : { status: 'found', listing, relays: seenOn.get(listing.event.id) ?? [] };
    },
  });
}
