import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';

import { parseListing, type CarListing } from '@/nostr/listing';
import { listingEvent } from '@testing/listing-events';

import { putRawCacheRecords } from '../test-support/raw-cache-records';
import { startEarlyCacheRead } from './early-cache-read';
import { ListingCache } from './listing-cache';

const RELAY = 'wss://relay.example';
const OTHER_RELAY = 'wss://other.example';
const ALL = { from: 0, to: Number.POSITIVE_INFINITY };

function car(d: string, createdAt: number): CarListing {
  const listing = parseListing(listingEvent({ d: [['d', d]] }, { created_at: createdAt }));
  if (!listing) throw new Error('invalid test listing');
  return listing;
}

const ds = (listings: readonly CarListing[]) => listings.map((listing) => listing.d);

/** A cache holding three listings on RELAY and one on OTHER_RELAY, in its own database. */
async function filledFactory(): Promise<IDBFactory> {
  const factory = new IDBFactory();
  const writer = new ListingCache(factory);
  await writer.reconcile(RELAY, ALL, [car('a', 100), car('b', 300), car('c', 200)]);
  await writer.reconcile(OTHER_RELAY, ALL, [car('z', 999)]);
  return factory;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).carstrEarlyCacheRead;
});

describe('the boot script’s early read of the listing cache', () => {
  it('hands each relay’s newest records to the app’s first read, once; later reads go to the database again', async () => {
    startEarlyCacheRead([RELAY, OTHER_RELAY], 2, await filledFactory());
    // The app's cache has another (empty) database: what it returns first can only come from the early read.
    const app = new ListingCache(new IDBFactory());
    expect(ds(await app.readNewest(RELAY, 2))).toEqual(['b', 'c']);
    expect(ds(await app.readNewest(OTHER_RELAY, 2))).toEqual(['z']);
    expect(await app.readNewest(RELAY, 2)).toEqual([]);
  });

  it('is not used for a read of another size, nor for a relay it did not read', async () => {
    startEarlyCacheRead([RELAY], 2, await filledFactory());
    const app = new ListingCache(new IDBFactory());
    expect(await app.readNewest(RELAY, 3)).toEqual([]);
    expect(await app.readNewest(OTHER_RELAY, 2)).toEqual([]);
  });

  it('validates what it read like any read: a record that is not a listing is left out', async () => {
    const factory = await filledFactory();
    await putRawCacheRecords(factory, [{ relay: RELAY, coord: 'x:y', rank: -5_000, storedAt: 0, event: { kind: 1, content: '<script>' } }]);
    startEarlyCacheRead([RELAY], 3, factory);
    expect(ds(await new ListingCache(new IDBFactory()).readNewest(RELAY, 3))).toEqual(['b', 'c']);
  });

  it('falls back to the app’s own read when the early one failed', async () => {
    const broken = { open: () => { throw new Error('IndexedDB refused'); } } as unknown as IDBFactory;
    startEarlyCacheRead([RELAY], 2, broken);
    expect(ds(await new ListingCache(await filledFactory()).readNewest(RELAY, 2))).toEqual(['b', 'c']);
  });
});
