import { describe, expect, it } from 'vitest';

import { hasListingFacts, listingFacts } from './listing-format';

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
