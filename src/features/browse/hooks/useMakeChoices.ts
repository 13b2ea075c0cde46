import { useMemo } from 'react';

import { makeChoices } from '@/nostr/car-make';

import { allListings, useListings } from '@/features/listings/public';

/**
 * The make filter's choices: every listed make plus the makes found in the loaded listings (docs/product.md §9
 * Constants and limits, Makes). Only worked out while `enabled` (the filter panel is open).
 */
export function useMakeChoices(enabled: boolean): readonly string[] | undefined {
  const { data } = useListings();
  return useMemo(() => (enabled ? makeChoices((allListings(data) ?? []).map((listing) => listing.make)) : undefined), [data, enabled]);
}
