import { describe, expect, it } from 'vitest';

import { encodeGeohash } from './geohash';
import { filterByDistance, formatDistance, nearLabel, sortByDistance, type NearFilter } from './listing-distance';
import { testListing } from '@testing/listings';

const munich: NearFilter = { label: 'Munich, Germany', lat: 48.1374, lon: 11.5755, radiusKm: 50 };
const at = (lat: number, lon: number, createdAt = 1_700_000_000) => testListing({ geohash: encodeGeohash({ lat, lon }, 5), createdAt });

describe('filterByDistance', () => {
  it('keeps listings within the radius by great-circle distance, leaves out and counts those without a location', () => {
    const augsburg = at(48.3705, 10.8978); // ~55 km
    const dachau = at(48.26, 11.434); // ~17 km
    const rosenheim = at(47.8561, 12.1289); // ~52 km
    const freising = at(48.4029, 11.7488); // ~32 km
    const nowhere = testListing({ geohash: undefined });
    const outcome = filterByDistance([augsburg, dachau, rosenheim, freising, nowhere], munich);
    expect(outcome.results).toEqual([dachau, freising]);
    expect(outcome.withoutLocation).toBe(1);
    expect(outcome.distances.get(dachau.event.id)).toBeCloseTo(17, -1);
    expect(sortByDistance([freising, dachau], outcome.distances)).toEqual([dachau, freising]);
  });

  it('orders equal distances newest first', () => {
    const older = at(48.26, 11.434, 1_700_000_000);
    const newer = at(48.26, 11.434, 1_700_000_500);
    const { distances } = filterByDistance([older, newer], munich);
    expect(sortByDistance([older, newer], distances)).toEqual([newer, older]);
  });
});

describe('formatDistance / nearLabel', () => {
  it.each([
    [0.2, '≈ 1 km away'],
    [7.4, '≈ 7 km away'],
    [38.9, '≈ 40 km away'],
    [123, '≈ 120 km away'],
    [1234, '≈ 1,230 km away'],
  ])('%d km → %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('says the radius and the city', () => {
    expect(nearLabel(munich)).toBe('Within 50 km of Munich, Germany');
  });
});
