import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { KIND } from '@/config/constants';
import { useReadRelays } from '@/features/network/public';
import { latestVersions } from '@/nostr/dedupe';
import type { NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { normalizeName, ratePrice, type PriceRating } from '@/nostr/price-rating';

import { allListings, listingsQueryKey, type ListingPages } from './listings-query';
import { readListings } from './read-listings';

/** How many listings of one make the detail page asks for: plenty of comparables, one cheap request. */
export const COMPARABLES_LIMIT = 300;

/**
 * The `#t` values for a make: sellers' clients write it lowercase (Carstr does), some capitalised, some as
 * the seller typed it. Relays match exactly, so each spelling is asked for.
 */
export function makeTopics(make: string): string[] {
  const trimmed = make.trim();
  const lower = trimmed.toLowerCase();
  return [...new Set([lower, lower.charAt(0).toUpperCase() + lower.slice(1), trimmed])].filter((topic) => topic !== '');
}

export function comparablesFilter(make: string): NostrFilter {
  return { kinds: [KIND.listing], '#t': makeTopics(make), limit: COMPARABLES_LIMIT };
}

/**
 * The detail page's fair-price rating (docs/product.md §12): against the grid's loaded listings plus one
 * request for listings of the same make (the only vehicle field relays can filter on, as a `t` tag); the
 * model, year, mileage and currency are matched here. Until that answers, the grid's listings alone rate it.
 */
export function useComparableRating(listing: CarListing): { rating: PriceRating; loading: boolean } {
  const source = useReadRelays();
  const queryClient = useQueryClient();
  const make = listing.make ?? '';
  const askable = normalizeName(listing.make) !== '' && normalizeName(listing.model) !== '' && listing.hasPrice;
  const query = useQuery({
    queryKey: ['comparables', source.key, make.trim().toLowerCase()],
    queryFn: async ({ signal }) => (await readListings(source, [comparablesFilter(make)], { signal })).listings,
    enabled: askable,
    staleTime: 5 * 60_000,
  });
  const fetched = query.data;
  const rating = useMemo(() => {
    const grid = allListings(queryClient.getQueryData<ListingPages>(listingsQueryKey(source.relays))) ?? [];
    const pool = latestVersions([...grid, ...(fetched ?? [])], (candidate) => candidate.event);
    return ratePrice(listing, pool);
  }, [queryClient, source.relays, fetched, listing]);
  return { rating, loading: askable && query.isPending };
}
