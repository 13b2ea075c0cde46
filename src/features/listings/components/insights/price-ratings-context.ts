import { createContext, useContext } from 'react';

import type { CarListing } from '@/nostr/listing';
import type { PriceRating } from '@/nostr/price-rating';

/**
 * The fair-price ratings of the grid's cards (docs/product.md §2 Buyer insight), by `pubkey:d`, computed once per loaded set
 * (every loaded listing is a comparable of every other). Cards outside a provider show no rating.
 */
export const PriceRatingsContext = createContext<ReadonlyMap<string, PriceRating> | undefined>(undefined);

export function usePriceRatingFromGrid(listing: Pick<CarListing, 'pubkey' | 'd'>): PriceRating | undefined {
  return useContext(PriceRatingsContext)?.get(`${listing.pubkey}:${listing.d}`);
}
