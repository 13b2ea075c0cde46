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

  it('places a listing without a `g` tag at the town its location text names, when given a way to read it', () => {
    const texts: Record<string, { lat: number; lon: number }> = { 'Munich, Germany': { lat: 48.14, lon: 11.58 }, München: { lat: 48.14, lon: 11.58 }, 'Hamburg, Germany': { lat: 53.55, lon: 10 } };
    const locate = (text: string) => texts[text];
    const byText = testListing({ geohash: undefined, location: 'Munich, Germany' });
    const byLocalName = testListing({ geohash: undefined, location: 'München' });
    const hamburg = testListing({ geohash: undefined, location: 'Hamburg, Germany' });
    const unknown = testListing({ geohash: undefined, location: 'Somewhere nice' });
    // The `g` cell wins over the text: the seller chose it from the list.
    const cellInDachau = testListing({ geohash: encodeGeohash({ lat: 48.26, lon: 11.434 }, 5), location: 'Hamburg, Germany' });
    const outcome = filterByDistance([byText, byLocalName, hamburg, unknown, cellInDachau], munich, locate);
    expect(outcome.results).toEqual([byText, byLocalName, cellInDachau]);
    expect(outcome.withoutLocation).toBe(1);
    expect(outcome.distances.get(byText.event.id)).toBeLessThan(1);
    // Without the city list (not loaded yet) only `g` cells count.
    expect(filterByDistance([byText, hamburg, cellInDachau], munich).results).toEqual([cellInDachau]);
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

  it.each([
    [40, '≈ 25 mi away'],
    [5, '≈ 3 mi away'],
    [500, '≈ 310 mi away'],
  ])('%d km for a viewer who reads miles → %s', (km, text) => {
    expect(formatDistance(km, 'mi')).toBe(text);
  });

  it('says the radius and the city', () => {
    expect(nearLabel(munich)).toBe('Within 50 km of Munich, Germany');
  });
});
