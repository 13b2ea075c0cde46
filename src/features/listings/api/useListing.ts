import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { useReadRelay } from '@/features/relay/public';
import type { CarListing } from '@/nostr/listing';

import { listingQueryOptions, type ListingLookup } from './listing-query';
import { allListings, listingsQueryKey, type ListingPages } from './listings-query';

/**
 * One listing by its route id, restricted to `seller` (hex) when the link named one. Coming from the grid,
 * the card's listing shows at once as placeholder data while the detail query confirms it.
 */
export function useListing(id: string, seller: string | undefined) {
  const source = useReadRelay();
  const { relayUrl } = source;
  const queryClient = useQueryClient();

  const fromGrid = useCallback((): ListingLookup | undefined => {
    if (seller === undefined) return undefined;
    const listing = allListings(queryClient.getQueryData<ListingPages>(listingsQueryKey(relayUrl)))?.find(
      (candidate: CarListing) => candidate.id === id && candidate.pubkey === seller,
    );
    return listing === undefined ? undefined : { status: 'found', listing };
  }, [queryClient, relayUrl, id, seller]);

  return useQuery({ ...listingQueryOptions(source, id, seller), placeholderData: fromGrid });
}
