import { describe, expect, it } from 'vitest';

import { formatMileage, hasListingFacts, listingFacts } from './listing-format';

type Facts = Parameters<typeof listingFacts>[0];

const none = { year: undefined, mileage: undefined, mileageNumber: undefined, location: undefined };

describe('hasListingFacts', () => {
  it('says whether the facts line has anything, for each field alone and for none', () => {
    const cases = [
      none,
      { ...none, year: '2019' },
      { ...none, mileage: '80 000 km' },
      { ...none, mileage: '45000', mileageNumber: 45_000 },
      { ...none, location: 'Austin, TX' },
    ];
    for (const fields of cases) {
      expect(hasListingFacts(fields)).toBe(listingFacts(fields as Facts).length > 0);
    }
    expect(hasListingFacts(none)).toBe(false);
    expect(hasListingFacts({ ...none, location: 'Austin, TX' })).toBe(true);
  });
});

describe('formatMileage', () => {
  it("shows the listing's own unit, and the viewer's in brackets when it differs (docs/product.md §2 Units)", () => {
    const km = { mileage: '120000', mileageNumber: 120_000 / 1.609344, mileageUnit: 'km' as const, mileageValue: 120_000 };
    expect(formatMileage(km)).toBe('120,000 km');
    expect(formatMileage(km, 'km')).toBe('120,000 km');
    expect(formatMileage(km, 'mi')).toBe('120,000 km (74,565 mi)');
    const mi = { mileage: '45,000', mileageNumber: 45_000, mileageUnit: 'mi' as const, mileageValue: 45_000 };
    expect(formatMileage(mi, 'km')).toBe('45,000 mi (72,420 km)');
    // A listing mapped before units were read: its number is miles.
    expect(formatMileage({ mileage: '45000', mileageNumber: 45_000 }, 'mi')).toBe('45,000 mi');
    expect(formatMileage({ mileage: 'about eighty thousand', mileageNumber: undefined }, 'km')).toBe('about eighty thousand');
  });
});
