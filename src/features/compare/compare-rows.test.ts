import { describe, expect, it } from 'vitest';

import { testListing } from '@testing/listings';

import { factText, rowDiffers } from './compare-rows';

const NOW = 1_750_000_000;

describe('compare rows', () => {
  const a = testListing({ year: '2018', fuelType: 'Hybrid', color: 'Red', mileageNumber: 50_000, publishedAt: NOW - 86_400 * 3 });
  const b = testListing({ year: '2018', fuelType: 'Diesel', color: 'red', mileageNumber: 60_000, publishedAt: NOW - 86_400 * 3 });

  it('reads each fact as text', () => {
    expect(factText(a, 'mileage', NOW)).toBe('50,000 mi');
    expect(factText(a, 'listed', NOW)).toBe('Listed 3 days ago');
    expect(factText(a, 'price', NOW)).toBe('20000 USD');
    expect(factText(a, 'transmission', NOW)).toBe('');
  });

  it('finds the rows that differ, ignoring case', () => {
    expect(rowDiffers([a, b], 'fuelType', NOW)).toBe(true);
    expect(rowDiffers([a, b], 'mileage', NOW)).toBe(true);
    expect(rowDiffers([a, b], 'year', NOW)).toBe(false);
    expect(rowDiffers([a, b], 'color', NOW)).toBe(false);
    expect(rowDiffers([a, b], 'listed', NOW)).toBe(false);
    // One car: nothing to differ from, every row stays.
    expect(rowDiffers([a], 'year', NOW)).toBe(true);
  });
});
