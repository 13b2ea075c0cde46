import { createContext, useContext } from 'react';

import type { CarListing } from '@/nostr/listing';

/**
 * Each grid card's distance from the 'Near' city in km, by event id (docs/product.md §2 Location and
 * distance), while a distance filter is on. Cards outside a provider show none.
 */
export const ListingDistancesContext = createContext<ReadonlyMap<string, number> | undefined>(undefined);

export function useDistanceFromGrid(listing: Pick<CarListing, 'event'>): number | undefined {
  return useContext(ListingDistancesContext)?.get(listing.event.id);
}
