import { FILTER_BOUNDS } from '@/config/car-options';

import type { Offer } from './listing-offer';
import { convertMileage, type MileageUnit } from './mileage';

export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/**
 * The price slider's scale (docs/product.md §2 Home: browse tab, Offer): a monthly amount with 'Lease', a
 * sale price with 'For sale' and with 'Any' (where the range limits only sales).
 */
export function priceBounds(offer: Offer): SliderBounds {
  return offer === 'lease' ? FILTER_BOUNDS.leasePrice : FILTER_BOUNDS.price;
}

/** The untouched price range of an offer: both ends at their bounds, so no limit. */
export function defaultPriceRange(offer: Offer): readonly [number, number] {
  const bounds = priceBounds(offer);
  return [bounds.min, bounds.max];
}

/** Whether two offers price on the same slider, so a price range set under one still means the same under the other. */
export function samePriceScale(a: Offer, b: Offer): boolean {
  return priceBounds(a) === priceBounds(b);
}

/** The mileage slider in a display unit: one physical range, in round steps of that unit (docs/product.md §2 Units). */
export function mileageBounds(unit: MileageUnit): SliderBounds {
  return unit === 'km' ? FILTER_BOUNDS.mileageKm : FILTER_BOUNDS.mileageMi;
}

/**
 * Where a mileage limit stands on the slider of `unit`: the limit converted exactly, so a link set in miles
 * shows its true distance to a viewer in kilometres; at or past the slider's end reads as that end.
 */
export function mileageSliderValue(limit: { value: number; unit: MileageUnit } | undefined, unit: MileageUnit): number {
  const bounds = mileageBounds(unit);
  if (limit === undefined) return bounds.max;
  return Math.min(bounds.max, convertMileage(limit.value, limit.unit, unit));
}
