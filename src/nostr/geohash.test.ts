import { describe, expect, it } from 'vitest';

import {
  coveringGeohashes,
  decodeGeohashBox,
  encodeGeohash,
  geohashCenter,
  geohashPrefixes,
  haversineKm,
  isGeohash,
  type LatLon,
} from './geohash';

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The point `distanceKm` from `from` in direction `bearing` (radians) on the sphere. */
function destination(from: LatLon, distanceKm: number, bearing: number): LatLon {
  const angle = distanceKm / 6371.0088;
  const lat1 = (from.lat * Math.PI) / 180;
  const lon1 = (from.lon * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  const lon = (((lon2 * 180) / Math.PI + 540) % 360) - 180;
  return { lat: (lat2 * 180) / Math.PI, lon };
}

describe('encodeGeohash / decodeGeohashBox', () => {
  it('matches the reference values of the geohash format', () => {
    expect(encodeGeohash({ lat: 57.64911, lon: 10.40744 }, 11)).toBe('u4pruydqqvj');
    expect(encodeGeohash({ lat: 42.605, lon: -5.603 }, 5)).toBe('ezs42');
    expect(encodeGeohash({ lat: -25.382708, lon: -49.265506 }, 8)).toBe('6gkzwgjz');
    const box = decodeGeohashBox('ezs42');
    expect(box.south).toBeCloseTo(42.583, 3);
    expect(box.north).toBeCloseTo(42.627, 3);
    expect(box.west).toBeCloseTo(-5.625, 3);
    expect(box.east).toBeCloseTo(-5.581, 3);
  });

  it('round-trips: a point lies in the cell of its own geohash at every precision', () => {
    const next = random(7);
    for (let index = 0; index < 500; index += 1) {
      const point = { lat: next() * 180 - 90, lon: next() * 360 - 180 };
      for (let precision = 1; precision <= 12; precision += 1) {
        const box = decodeGeohashBox(encodeGeohash(point, precision));
        expect(point.lat).toBeGreaterThanOrEqual(box.south);
        expect(point.lat).toBeLessThanOrEqual(box.north);
        expect(point.lon).toBeGreaterThanOrEqual(box.west);
        expect(point.lon).toBeLessThanOrEqual(box.east);
      }
    }
  });

  it('clamps the precision to 1..12', () => {
    expect(encodeGeohash({ lat: 0, lon: 0 }, 0)).toHaveLength(1);
    expect(encodeGeohash({ lat: 0, lon: 0 }, 40)).toHaveLength(12);
  });
});

describe('isGeohash', () => {
  it.each([
    ['u281z', true],
    ['0', true],
    ['u4pruydqqvjk', true],
    ['u4pruydqqvjkm', false],
    ['', false],
    ['u281a', false],
    ['U281Z', false],
    ['u28 1', false],
    ['<script>', false],
    ['x'.repeat(30), false],
  ])('%s → %s', (value, expected) => {
    expect(isGeohash(value)).toBe(expected);
  });

  it('refuses non-strings', () => {
    expect(isGeohash(5)).toBe(false);
    expect(isGeohash(undefined)).toBe(false);
  });
});

describe('geohashPrefixes', () => {
  it('lists the hash and each shorter prefix, longest first', () => {
    expect(geohashPrefixes('u281z')).toEqual(['u281z', 'u281', 'u28', 'u2', 'u']);
  });
});

describe('haversineKm', () => {
  it('gives known great-circle distances', () => {
    const munich = { lat: 48.1374, lon: 11.5755 };
    const berlin = { lat: 52.5244, lon: 13.4105 };
    expect(haversineKm(munich, berlin)).toBeCloseTo(505, 0);
    expect(haversineKm(munich, munich)).toBe(0);
    // A quarter of the way round the Earth.
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 90 })).toBeCloseTo(10_007.5, 0);
  });
});

describe('coveringGeohashes', () => {
  const centres: [string, LatLon][] = [
    ['Munich', { lat: 48.1374, lon: 11.5755 }],
    ['Austin', { lat: 30.2672, lon: -97.7431 }],
    ['Quito, on the equator', { lat: -0.2299, lon: -78.525 }],
    ['Suva, at the antimeridian', { lat: -18.1416, lon: 179.9 }],
    ['Tromsø, far north', { lat: 69.6492, lon: 18.9553 }],
    ['on a precision-2 cell corner', { lat: 45, lon: 0 }],
  ];

  it.each(centres)('around %s: every point inside the circle is in one of a handful of cells', (_name, centre) => {
    const next = random(Math.round(centre.lat * 1000 + centre.lon));
    for (const radius of [25, 50, 100, 250, 500]) {
      const cells = coveringGeohashes(centre, radius);
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.length).toBeLessThanOrEqual(16);
      const covered = new Set(cells);
      for (let index = 0; index < 300; index += 1) {
        // Most samples near the edge of the circle, where a wrong covering would miss them.
        const distance = radius * Math.sqrt(index % 3 === 0 ? next() : 0.9 + 0.1 * next()) * 0.999;
        const point = destination(centre, distance, next() * 2 * Math.PI);
        // A listing is tagged with its precision-5 geohash and every prefix of it.
        const tags = geohashPrefixes(encodeGeohash(point, 5));
        expect(
          tags.some((tag) => covered.has(tag)),
          `${radius} km: ${point.lat},${point.lon} not covered by ${cells.join(',')}`,
        ).toBe(true);
      }
    }
  });

  it('chooses a finer precision for a smaller circle, never finer than the listings are tagged with', () => {
    const munich = { lat: 48.1374, lon: 11.5755 };
    const lengths = [25, 50, 100, 250, 500].map((radius) => coveringGeohashes(munich, radius)[0]!.length);
    expect(lengths).toEqual(lengths.toSorted((a, b) => b - a));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(5);
    expect(coveringGeohashes(munich, 1).every((cell) => cell.length === 5)).toBe(true);
  });

  it('includes the neighbour across a cell edge: a car 2 km east of a centre 1 km west of the edge is covered', () => {
    // 11.25°E is a precision-2 (and finer) cell boundary.
    const centre = { lat: 48.1, lon: 11.25 - 0.0135 };
    const car = { lat: 48.1, lon: 11.25 + 0.0135 };
    expect(encodeGeohash(centre, 3)).not.toBe(encodeGeohash(car, 3));
    const cells = new Set(coveringGeohashes(centre, 50));
    expect(geohashPrefixes(encodeGeohash(car, 5)).some((tag) => cells.has(tag))).toBe(true);
  });

  it('covers a circle round a pole with whole rows of cells', () => {
    const cells = coveringGeohashes({ lat: 89.9, lon: 0 }, 100);
    const covered = new Set(cells);
    for (const lon of [-179, -90, 0, 90, 179]) {
      expect(geohashPrefixes(encodeGeohash({ lat: 89.5, lon }, 5)).some((tag) => covered.has(tag))).toBe(true);
    }
  });
});

describe('geohashCenter', () => {
  it('is the middle of the cell', () => {
    const centre = geohashCenter('ezs42');
    expect(centre.lat).toBeCloseTo(42.605, 2);
    expect(centre.lon).toBeCloseTo(-5.603, 2);
  });
});
