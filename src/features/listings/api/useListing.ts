import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useReadRelays } from '@/features/network/public';
import type { CarListing } from '@/nostr/listing';

import { listingQueryOptions, type ListingLookup } from './listing-lookup';
import { allListings, listingsQueryKey, type ListingPages } from './grid-query';

/**
 * One listing by its route id, restricted to `seller` (hex) when the link named one. Coming from the grid,
 * the card's listing shows at once as placeholder data while the detail query confirms it.
 */
export function useListing(id: string, seller: string | undefined, hints: readonly string[] = []) {
  const source = useReadRelays();
  const queryClient = useQueryClient();
  const { relays } = source;

  const fromGrid = useCallback((): ListingLookup | undefined => {
    if (seller === undefined) return undefined;
    const listing = allListings(queryClient.getQueryData<ListingPages>(listingsQueryKey(relays)))?.find(
      (candidate: CarListing) => candidate.id === id && candidate.pubkey === seller,
    );
    return listing === undefined ? undefined : { status: 'found', listing };
  }, [queryClient, relays, id, seller]);

  return useQuery({ ...listingQueryOptions(source, id, seller, { client: queryClient, hints }), placeholderData: fromGrid });
}
