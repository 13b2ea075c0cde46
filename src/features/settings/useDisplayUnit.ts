import { useContext } from 'react';

import { regionMileageUnit, type MileageUnit } from '@/nostr/mileage';

import { AppContext } from './AppContext';

/**
 * The unit the viewer reads mileages and distances in (docs/product.md §2 Units): the one chosen in the
 * theme menu, else the browser's region's (miles in the US and the UK, kilometres elsewhere). Also outside
 * the app's provider (a card drawn alone), where only the region decides.
 */
export function useDisplayUnit(): MileageUnit {
  return useContext(AppContext)?.config.distanceUnit ?? regionMileageUnit(globalThis.navigator?.language);
}
