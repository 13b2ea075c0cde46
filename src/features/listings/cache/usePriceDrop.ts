import { useSyncExternalStore } from 'react';

import type { CarListing } from '@/nostr/listing';

import { priceDropOf, subscribePriceDrops, type PriceDrop } from './price-drops';

/** The price drop recorded for this version of the listing, following the store. */
export function usePriceDrop(listing: Pick<CarListing, 'pubkey' | 'd' | 'event'>): PriceDrop | undefined {
  return useSyncExternalStore(
    subscribePriceDrops,
    () => priceDropOf(listing),
    () => undefined,
  );
}
