import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

import { KIND } from '@/config/constants';
import { useReadRelays } from '@/features/network/public';
import { eventStore } from '@/features/relay/public';
import type { NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { comparableKey, ratePrice, type PriceRating } from '@/nostr/price-rating';

import { allListings, listingsQueryKey, type ListingPages } from './grid-query';
import { readListings } from './read-listings';
import { listingEvent } from './to-listings';

/** How many listings of one make a rating asks for: plenty of comparables, one cheap request. */
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

interface Fetched {
  listings: CarListing[];
  pending: boolean;
}

/** Stable (module-level), so React Query recombines only when a result changes. */
function combine(results: UseQueryResult<CarListing[]>[]): Fetched {
  return { listings: results.flatMap((result) => result.data ?? []), pending: results.some((result) => result.isPending) };
}

/**
 * Fair-price ratings (docs/product.md §2 Buyer insight) for a few listings (a detail page, the compare page): against the
 * grid's loaded listings plus one request per make for listings of that make (the only vehicle field relays
 * can filter on, as a `t` tag); model, year, mileage and currency are matched here. Until the requests
 * answer, the grid's listings alone rate them.
 */
export function useComparableRatings(listings: readonly CarListing[]): { ratings: PriceRating[]; loading: boolean } {
  const source = useReadRelays();
  const queryClient = useQueryClient();
  const makes = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const listing of listings) {
      if (comparableKey(listing) === undefined || listing.make === undefined) continue;
      const key = listing.make.trim().toLowerCase();
      if (!byKey.has(key)) byKey.set(key, listing.make);
    }
    return [...byKey];
  }, [listings]);
  const fetched = useQueries({
    queries: makes.map(([key, make]) => ({
      queryKey: ['comparables', source.key, key],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await readListings(source, [comparablesFilter(make)], { signal })).listings,
      staleTime: 5 * 60_000,
    })),
    combine,
  });
  const ratings = useMemo(() => {
    const grid = allListings(queryClient.getQueryData<ListingPages>(listingsQueryKey(source.relays))) ?? [];
    const pool = eventStore.current([...grid, ...fetched.listings], listingEvent);
    return listings.map((listing) => ratePrice(listing, pool));
  }, [queryClient, source.relays, fetched.listings, listings]);
  return { ratings, loading: fetched.pending };
}

/** {@link useComparableRatings} for one listing (the detail page). */
export function useComparableRating(listing: CarListing): { rating: PriceRating; loading: boolean } {
  const listings = useMemo(() => [listing], [listing]);
  const { ratings, loading } = useComparableRatings(listings);
  return { rating: ratings[0]!, loading };
}
