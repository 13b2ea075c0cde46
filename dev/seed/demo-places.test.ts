import { describe, expect, it } from 'vitest';

import { geohashCenter, haversineKm } from '../../src/nostr/geohash';
import { parseListing } from '../../src/nostr/listing';
import { buildListingEvent } from './build-demo-events';
import { DEMO_LISTINGS } from './demo-listings';
import { demoGeohash } from './demo-places';

describe('demo places', () => {
  it('gives every demo listing g tags for its city: precision 5 and its prefixes', () => {
    for (const listing of DEMO_LISTINGS) {
      const geohash = demoGeohash(listing.location);
      expect(geohash, listing.location).toMatch(/^[0-9b-hjkmnp-z]{5}$/);
      const event = buildListingEvent(listing, [], 1_700_000_000);
      expect(event.tags.filter(([name]) => name === 'g').map(([, value]) => value)).toEqual([1, 2, 3, 4, 5].map((length) => geohash!.slice(0, 6 - length)));
      expect(parseListing(event)?.geohash).toBe(geohash);
    }
  });

  it('places the cities where they are: Hamburg is about 250 km from Copenhagen', () => {
    const hamburg = geohashCenter(demoGeohash('Hamburg, Germany')!);
    const copenhagen = geohashCenter(demoGeohash('Copenhagen, Denmark')!);
    expect(haversineKm(hamburg, copenhagen)).toBeGreaterThan(270);
    expect(haversineKm(hamburg, copenhagen)).toBeLessThan(300);
    expect(demoGeohash('Atlantis')).toBeUndefined();
  });
});
