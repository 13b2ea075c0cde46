import type { NPool } from '@nostrify/nostrify';
import { queryOptions } from '@tanstack/react-query';

import { TIMEOUTS } from '@/config/constants';
import { latestVersions } from '@/nostr/dedupe';
import { listingGridFilter, parseListing, type CarListing } from '@/nostr/listing';
import { sortListings } from '@/nostr/listing-sort';

import type { RelayQuery } from './relay-query';
import { retryUnlessUnreachable } from './unreachable-relay';

export function listingsQueryKey(relayUrl: string) {
  return ['listings', relayUrl] as const;
}

/**
 * Valid events → mapped listings → newest version per `pubkey:d` → newest first. Invalid events are
 * dropped by `parseListing`, the one place that decides validity.
 */
export function toListings(events: Iterable<Parameters<typeof parseListing>[0]>): CarListing[] {
  const listings: CarListing[] = [];
  for (const event of events) {
    const listing = parseListing(event);
    if (listing !== null) listings.push(listing);
  }
  return sortListings(
    latestVersions(listings, (listing) => listing.event),
    'newest',
  );
}

/** The listing grid request of SPEC §7: kind 30402, the car `#t` tags, limit 100, 5 s timeout. */
export function listingsQueryOptions(relayUrl: string, query: RelayQuery, pool: NPool) {
  return queryOptions({
    queryKey: listingsQueryKey(relayUrl),
    retry: retryUnlessUnreachable(pool, relayUrl),
    queryFn: async ({ signal }) => toListings(await query([listingGridFilter()], { signal, timeoutMs: TIMEOUTS.listingQuery })),
  });
}
