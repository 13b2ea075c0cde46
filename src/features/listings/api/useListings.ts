import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import { useLocateText } from '@/features/places/public';
import { eventStore, useCurrentEvents } from '@/features/relay/public';
import type { CarListing } from '@/nostr/listing';
import { filterByDistance, sortByDistance, type LocateText } from '@/nostr/listing-distance';
import { filterListings, type FilterState } from '@/nostr/listing-match';
import { searchMatcher } from '@/nostr/listing-search';
import { sortListings, type SortOrder } from '@/nostr/listing-sort';

import { allListings, listingsQueryOptions } from './grid-query';
import { listingEvent } from './to-listings';
import { networkSearchWanted, useNetworkSearch } from './useNetworkSearch';
import { useNearbyListings } from './useNearbyListings';

/** The grid's pages from the read relays: newest first, 100 a page per relay, more with `fetchNextPage`. */
export function useListings() {
  const { relays } = useReadRelays();
  const queryClient = useQueryClient();
  return useInfiniteQuery(listingsQueryOptions(relays, queryClient));
}

/** What the grid shows of its listings: the search text, the filters and the sort order (the browse screen keeps it in the URL). */
export interface BrowseState {
  filters: FilterState;
  sort: SortOrder;
  query: string;
}

export interface BrowseResultSet {
  results: CarListing[];
  /** The price filter's currency: chosen, or the most common among the searched listings. */
  currency: string;
  /** Listings left out for their currency while a price range is set (the count line says so). */
  otherCurrencies: number;
  /** Distance in km per listing event id while a 'Near' city is set (the cards show it). */
  distances: ReadonlyMap<string, number> | undefined;
  /** Listings left out for having no location while a distance filter is on (the count line says so). */
  withoutLocation: number;
}

/**
 * Search → filters → sort over the loaded listings, in memory; price sorting puts the filter's currency first.
 * `locate` places listings without a `g` tag by their location text while 'Near' is set (features/places).
 */
export function selectBrowseResultSet(listings: readonly CarListing[], { query, filters, sort }: BrowseState, locate?: LocateText): BrowseResultSet {
  const searched = listings.filter(searchMatcher(query));
  const { results, currency, otherCurrencies } = filterListings(searched, filters);
  if (filters.near === undefined) {
    return { results: sortListings(results, sort, currency, query), currency, otherCurrencies, distances: undefined, withoutLocation: 0 };
  }
  const nearby = filterByDistance(results, filters.near, locate);
  const sorted = sort === 'distance' ? sortByDistance(nearby.results, nearby.distances) : sortListings(nearby.results, sort, currency, query);
  return { results: sorted, currency, otherCurrencies, distances: nearby.distances, withoutLocation: nearby.withoutLocation };
}

export function selectBrowseResults(listings: readonly CarListing[], state: BrowseState): CarListing[] {
  return selectBrowseResultSet(listings, state).results;
}

/** The grid's listings with the nearby (or network) search's added: newest version per address, newest first. */
function withNearby(grid: CarListing[] | undefined, nearby: CarListing[] | undefined): CarListing[] | undefined {
  if (nearby === undefined || nearby.length === 0 || grid === undefined) return grid;
  return sortListings(eventStore.current([...grid, ...nearby], listingEvent), 'newest');
}

/**
 * The grid's query plus the listings that survive the current search, filters and sort order. The browse
 * state is deferred: a keystroke repaints the search box at once, and the grid follows in a background
 * render that the next keystroke can interrupt (responsive typing with thousands of listings loaded).
 */
export function useBrowseResults(state: BrowseState) {
  const listings = useListings();
  const deferredState = useDeferredValue(state);
  // Near a city, the listings of the covering geohash cells join the grid's pages (each listing once).
  const nearby = useNearbyListings(deferredState.filters.near);
  // A search or filter also asks the relays (narrowed, paged back) when the grid's pages do not hold everything.
  const { query, filters } = deferredState;
  const search = useNetworkSearch(
    { query, make: filters.make, bodyType: filters.bodyType },
    listings.hasNextPage && networkSearchWanted(query, filters),
  );
  // The grid follows the event store: a deletion another screen learned takes the card away here too.
  const loaded = useCurrentEvents(
    useMemo(() => withNearby(withNearby(allListings(listings.data), nearby.data), search.listings), [listings.data, nearby.data, search.listings]),
    listingEvent,
  );
  // Near a city, listings that only name their town in words are placed there: the results wait for the
  // city list (downloaded once), so those cars do not pop in after the others.
  const { locate, pending: locating } = useLocateText(deferredState.filters.near !== undefined);
  const resultSet = useMemo(
    () => (loaded === undefined || locating ? undefined : selectBrowseResultSet(loaded, deferredState, locate)),
    [loaded, deferredState, locate, locating],
  );
  // The search pages on until its matches fill a screen.
  const { setMatches } = search;
  const matchCount = resultSet?.results.length ?? 0;
  useEffect(() => setMatches(matchCount), [setMatches, matchCount]);
  return {
    search: search.progress,
    listings,
    results: resultSet?.results,
    otherCurrencies: resultSet?.otherCurrencies ?? 0,
    distances: resultSet?.distances,
    withoutLocation: resultSet?.withoutLocation ?? 0,
    loaded,
    loadedCount: loaded?.length ?? 0,
  };
}
