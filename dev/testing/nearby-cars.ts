import type { NostrEvent } from 'nostr-tools';

import { encodeGeohash, geohashCenter, haversineKm, type LatLon } from '../../src/nostr/geohash';
import { buildListingEvent } from '../../src/nostr/listing-builder';
import { newKeys, signEvent } from './test-keys';

/**
 * Cars around Munich for the distance filter's tests (docs/product.md §2 Location and distance), published the
 * way the sell form publishes them (the real builder, `g` tags of precision 5 and its prefixes). Not shipped.
 */

/** Munich as the city picker gives it (GeoNames, two decimals). */
export const MUNICH: LatLon & { label: string } = { label: 'Munich, Germany', lat: 48.14, lon: 11.58 };

/** 11.25°E is the west edge of Munich's precision-3 (and 4, 5) geohash cell, ~25 km from the centre. */
export const CELL_EDGE_LON = 11.25;

export interface NearbyCar {
  name: string;
  /** Undefined: no `g` tag at all. */
  at: LatLon | undefined;
  /** Raw `g` values instead of the builder's (hostile ones). */
  rawG?: readonly string[];
  /** Within 50 km of MUNICH. */
  within50: boolean;
}

export const NEARBY_CARS: readonly NearbyCar[] = [
  { name: 'Dachau car', at: { lat: 48.26, lon: 11.43 }, within50: true },
  // Just across the cell edge west of Munich: another precision-3 cell than the city's own.
  { name: 'across the edge car', at: { lat: 48.14, lon: CELL_EDGE_LON - 0.01 }, within50: true },
  { name: 'east 45 km car', at: { lat: 48.14, lon: 12.185 }, within50: true },
  { name: 'west 55 km car', at: { lat: 48.14, lon: 10.84 }, within50: false },
  { name: 'Berlin car', at: { lat: 52.52, lon: 13.41 }, within50: false },
  { name: 'no location car', at: undefined, within50: false },
  { name: 'hostile g car', at: undefined, rawG: ['x'.repeat(30), 'u281a', 'u281zqkp9wxyzq', '<b>u281z</b>'], within50: false },
];

/** Each car's distance from Munich as the app computes it: from the centre of its precision-5 cell. */
export function expectedDistanceKm(car: NearbyCar): number | undefined {
  return car.at === undefined ? undefined : haversineKm(MUNICH, geohashCenter(encodeGeohash(car.at, 5)));
}

/** The signed listings, titled `${token} ${name}`, each from its own seller. */
export function nearbyCarEvents(token: string, createdAt: number): { car: NearbyCar; event: NostrEvent }[] {
  return NEARBY_CARS.map((car, index) => {
    const template = buildListingEvent(
      {
        title: `${token} ${car.name}`,
        description: 'A car for the distance tests.',
        price: String(20_000 + index * 1000),
        currency: 'EUR',
        location: car.at === undefined ? 'Somewhere in Bavaria' : 'Near Munich, Germany',
        geohash: car.at === undefined ? undefined : encodeGeohash(car.at, 5),
        make: 'Volkswagen',
        model: 'Golf',
        year: '2019',
        mileage: '60000',
        fuelType: 'Gasoline',
        transmission: 'Manual',
        bodyType: 'Hatchback',
        color: 'Grey',
        condition: 'Good',
        images: [],
      },
      (createdAt - index) * 1000,
    );
    const tags = car.rawG === undefined ? template.tags : [...template.tags, ...car.rawG.map((value) => ['g', value])];
    return { car, event: signEvent(newKeys(), { ...template, tags }) };
  });
}
