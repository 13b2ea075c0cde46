import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import type { NostrFilter } from '@/nostr/event';
import { coveringGeohashes } from '@/nostr/geohash';
import { listingGridFilter } from '@/nostr/listing-req-filters';
import type { NearFilter } from '@/nostr/listing-distance';

import { readListings } from './read-listings';

/** Listings asked for per distance search: the cells cover a region, not the world, so one large page. */
export const NEARBY_LISTINGS_LIMIT = 500;

/** The grid request narrowed to the geohash cells that cover the circle (docs/product.md §7 distance request). */
export function nearbyListingsFilter(cells: readonly string[]): NostrFilter {
  return { ...listingGridFilter(NEARBY_LISTINGS_LIMIT), '#g': [...cells] };
}

/**
 * The listings in the `#g` cells covering `near`'s circle (docs/architecture.md §6 Distance), read the one way
 * listings are read. The grid's own pages are merged with these by the caller, and the real distance is then
 * checked listing by listing: a cell is a square, the search a circle.
 */
export function useNearbyListings(near: NearFilter | undefined) {
  const source = useReadRelays();
  const lat = near?.lat;
  const lon = near?.lon;
  const radius = near?.radiusKm;
  const cells = useMemo(
    () => (lat === undefined || lon === undefined || radius === undefined ? undefined : coveringGeohashes({ lat, lon }, radius)),
    [lat, lon, radius],
  );
  return useQuery({
    queryKey: ['listings', source.key, 'near', cells?.join(',') ?? ''],
    queryFn: async ({ signal }) => (await readListings(source, [nearbyListingsFilter(cells ?? [])], { signal })).listings,
    enabled: cells !== undefined && cells.length > 0,
  });
}
