import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { nowSeconds } from '@testing/test-keys';
import { publishEvents, type RelayHandle, startTestRelay } from '@testing/test-relay';
import { relaySource } from '@/features/network/public';
import { coveringGeohashes, encodeGeohash } from '@/nostr/geohash';
import { filterByDistance, sortByDistance } from '@/nostr/listing-distance';

import { MUNICH, NEARBY_CARS, nearbyCarEvents } from '@testing/nearby-cars';
import { readListings } from './read-listings';
import { nearbyListingsFilter } from './useNearbyListings';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

describe('the nearby request (#g cells covering the circle) on a real relay', () => {
  let relay: RelayHandle;
  const token = 'zqnearby';
  const published = nearbyCarEvents(token, nowSeconds());

  beforeAll(async () => {
    relay = await startTestRelay();
    await publishEvents(relay.url, published.map(({ event }) => event));
  });
  afterAll(async () => {
    await relay.close();
  });

  it('50 km around Munich: the relay returns the cars of the covering cells, the real distance keeps exactly those inside', async () => {
    const cells = coveringGeohashes(MUNICH, 50);
    expect(cells.length).toBeLessThanOrEqual(16);
    // The car across the edge is in another cell than the city: found only because neighbours are asked too.
    const edgeCar = NEARBY_CARS.find((car) => car.name === 'across the edge car')!;
    expect(encodeGeohash(edgeCar.at!, cells[0]!.length)).not.toBe(encodeGeohash(MUNICH, cells[0]!.length));

    const read = await readListings(relaySource([relay.url]), [nearbyListingsFilter(cells)]);
    const titles = read.listings.map((listing) => listing.title);
    // Cars with no (valid) location and far away ones are not even sent by the relay.
    expect(titles).not.toContain(`${token} Berlin car`);
    expect(titles).not.toContain(`${token} no location car`);
    expect(titles).not.toContain(`${token} hostile g car`);

    const near = { ...MUNICH, radiusKm: 50 } as const;
    const { results, distances, withoutLocation } = filterByDistance(read.listings, near);
    expect(sortByDistance(results, distances).map((listing) => listing.title)).toEqual([
      `${token} Dachau car`,
      `${token} across the edge car`,
      `${token} east 45 km car`,
    ]);
    expect(withoutLocation).toBe(0);
  });
});
