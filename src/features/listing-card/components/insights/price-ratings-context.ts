import { createContext, useContext } from 'react';

import type { CarListing } from '@/nostr/listing';
import type { PriceRating, PriceRatings } from '@/nostr/price-rating';

/**
 * The fair-price ratings of the grid's cards (docs/product.md §2 Buyer insight) against every loaded listing
 * (each a comparable of every other), one set per loaded set, each rating worked out when its card first
 * renders (`lazyPriceRatings`). Cards outside a provider show no rating.
 */
export const PriceRatingsContext = createContext<PriceRatings | undefined>(undefined);

export function usePriceRatingFromGrid(listing: CarListing): PriceRating | undefined {
  return useContext(PriceRatingsContext)?.get(listing);
}
