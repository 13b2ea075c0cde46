import { useNostr } from '@nostrify/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useReadRelay } from '@/features/relay/useReadRelay';
import type { CarListing } from '@/nostr/listing';
import { applyFilters, matchesSearch } from '@/nostr/listing-filter';
import type { BrowseState } from '@/nostr/listing-filter-params';
import { sortListings } from '@/nostr/listing-sort';

import { listingsQueryOptions } from './listings-query';

/** Every valid listing on the read relay, newest version per seller and `d`, newest first. */
export function useListings() {
  const { nostr } = useNostr();
  const { relayUrl, query } = useReadRelay();
  return useQuery(listingsQueryOptions(relayUrl, query, nostr));
}

/** Search → filters → sort over the fetched listings, in memory (at most 100 of them), memoised. */
export function selectBrowseResults(listings: readonly CarListing[], { query, filters, sort }: BrowseState): CarListing[] {
  const searched = listings.filter((listing) => matchesSearch(listing, query));
  return sortListings(applyFilters(searched, filters), sort);
}

/** The grid's query plus the listings that survive the current search, filters and sort order. */
export function useBrowseResults(state: BrowseState) {
  const listings = useListings();
  const { data } = listings;
  const results = useMemo(() => (data === undefined ? undefined : selectBrowseResults(data, state)), [data, state]);
  return { listings, results };
}
