import { describe, expect, it } from 'vitest';

import { defaultPriceRange, mileageBounds, mileageSliderValue, priceBounds, samePriceScale } from './filter-bounds';
import { KM_PER_MILE } from './mileage';

describe('filter bounds (docs/product.md §2 Home: browse tab)', () => {
  it("prices a lease monthly and a sale (also under 'Any') on the sale scale", () => {
    expect(priceBounds('lease')).toEqual({ min: 0, max: 3_000, step: 50 });
    expect(priceBounds('sale')).toBe(priceBounds('any'));
    expect(defaultPriceRange('lease')).toEqual([0, 3_000]);
    expect(samePriceScale('sale', 'any')).toBe(true);
    expect(samePriceScale('sale', 'lease')).toBe(false);
  });

  it('gives the mileage slider about one physical range in round steps of each unit', () => {
    expect(mileageBounds('km')).toEqual({ min: 0, max: 300_000, step: 5_000 });
    expect(mileageBounds('mi')).toEqual({ min: 0, max: 200_000, step: 5_000 });
    const kmEndInMiles = mileageBounds('km').max / KM_PER_MILE;
    expect(Math.abs(kmEndInMiles - mileageBounds('mi').max) / mileageBounds('mi').max).toBeLessThan(0.1);
  });

  it('places a limit set in the other unit at its exact converted distance, and no limit at the end', () => {
    expect(mileageSliderValue(undefined, 'km')).toBe(300_000);
    expect(mileageSliderValue({ value: 100_000, unit: 'mi' }, 'km')).toBeCloseTo(160_934.4, 6);
    expect(mileageSliderValue({ value: 100_000, unit: 'km' }, 'km')).toBe(100_000);
    // A miles limit beyond the km slider's end sits at that end (its text still names the limit).
    expect(mileageSliderValue({ value: 195_000, unit: 'mi' }, 'km')).toBe(300_000);
  });
});
