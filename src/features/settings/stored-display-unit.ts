import { browserStorage } from '@/lib/browser-storage';
import { regionMileageUnit, type MileageUnit } from '@/nostr/mileage';

import { loadAppConfig } from './app-config';

/** {@link useDisplayUnit} without React, for the boot paint's cards (docs/architecture.md §10): read quietly. */
export function storedDisplayUnit(): MileageUnit {
  return loadAppConfig(browserStorage(), undefined, () => {}).distanceUnit ?? regionMileageUnit(globalThis.navigator?.language);
}
