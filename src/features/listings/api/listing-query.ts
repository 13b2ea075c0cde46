import { queryOptions } from '@tanstack/react-query';

import { KIND } from '@/config/constants';
import { isHex64, type NostrFilter } from '@/nostr/event';
import { listingByIdFilter, type CarListing } from '@/nostr/listing';

import { readListings, type ListingSource } from './read-listings';

/**
 * What a `/listing/<id>` visit found. `choose` happens only without a seller hint, when several authors
 * publish a listing under the same `d`: the page lets the user pick instead of guessing, because anyone can
 * reuse someone else's `d` (docs/architecture.md §7).
 */
export type ListingLookup =
  | { status: 'found'; listing: CarListing }
  | { status: 'choose'; candidates: CarListing[] }
  | { status: 'missing' };

/** How many versions to ask for when the author is unknown: enough to notice impostors, small to load. */
export const CANDIDATE_LIMIT = 20;

export function listingQueryKey(relayUrl: string, id: string, seller: string | undefined) {
  return ['listing', relayUrl, id, seller ?? null] as const;
}

function lookupFilters(id: string, seller: string | undefined): NostrFilter[] {
  const byD = seller === undefined ? { ...listingByIdFilter(id), limit: CANDIDATE_LIMIT } : listingByIdFilter(id, seller);
  const filters: NostrFilter[] = [byD];
  // A listing with an empty `d` is routed by its event id (docs/product.md §3 Mapped listing: "id from d, else the event id").
  if (isHex64(id)) {
    const byId: NostrFilter = { kinds: [KIND.listing], ids: [id] };
    if (seller !== undefined) byId.authors = [seller];
    filters.push(byId);
  }
  return filters;
}

/** Interprets the listings of a lookup; relays that ignore parts of a filter cannot smuggle in other listings. */
export function toListingLookup(listings: readonly CarListing[], id: string, seller: string | undefined): ListingLookup {
  const matches = listings.filter((listing) => listing.id === id && (seller === undefined || listing.pubkey === seller));
  const [first] = matches;
  if (first === undefined) return { status: 'missing' };
  if (matches.length === 1) return { status: 'found', listing: first };
  return { status: 'choose', candidates: matches };
}

export function listingQueryOptions(source: ListingSource, id: string, seller: string | undefined) {
  return queryOptions({
    queryKey: listingQueryKey(source.relayUrl, id, seller),
    enabled: id !== '',
    queryFn: async ({ signal }): Promise<ListingLookup> => {
      const { listings } = await readListings(source, lookupFilters(id, seller), { signal });
      return toListingLookup(listings, id, seller);
    },
  });
}
