import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseListing, type CarListing } from '@/nostr/listing';
import { listingEvent } from '@testing/listing-events';

import { DB_NAME } from './cache-db';
import { putRawCacheRecords } from '../test-support/raw-cache-records';
import { CACHE_CAPACITY, ListingCache } from './listing-cache';

const RELAY = 'wss://relay.example';
const OTHER_RELAY = 'wss://other.example';
const ALL = { from: 0, to: Number.POSITIVE_INFINITY };

function car(d: string, createdAt: number, replace: Record<string, string[][] | null> = {}): CarListing {
  const listing = parseListing(listingEvent({ d: [['d', d]], ...replace }, { created_at: createdAt }));
  if (!listing) throw new Error('invalid test listing');
  return listing;
}

function titles(listings: readonly CarListing[]): string[] {
  return listings.map((listing) => `${listing.d}@${listing.createdAt}${listing.status === 'sold' ? ' sold' : ''}`);
}


afterEach(() => vi.restoreAllMocks());

describe('ListingCache', () => {
  it('returns the newest listings of one relay first, at most `count`', async () => {
    const cache = new ListingCache(new IDBFactory());
    await cache.reconcile(RELAY, ALL, [car('a', 100), car('b', 300), car('c', 200)]);
    await cache.reconcile(OTHER_RELAY, ALL, [car('z', 999)]);
    expect(titles(await cache.readNewest(RELAY, 2))).toEqual(['b@300', 'c@200']);
    expect(titles(await cache.readNewest(OTHER_RELAY, 10))).toEqual(['z@999']);
  });

  it('revalidates a window: edits and SOLD replace, what the relay no longer returns goes', async () => {
    const cache = new ListingCache(new IDBFactory());
    await cache.reconcile(RELAY, ALL, [car('kept', 400), car('edited', 300), car('deleted', 200), car('old', 50)]);
    // The relay's page covers [100, now]: 'deleted' is gone, 'edited' is now sold and newer; 'old' is outside.
    await cache.reconcile(RELAY, { from: 100, to: Number.POSITIVE_INFINITY }, [
      car('kept', 400),
      car('edited', 500, { status: [['status', 'sold']] }),
      car('new', 450),
    ]);
    expect(titles(await cache.readNewest(RELAY, 10))).toEqual(['edited@500 sold', 'new@450', 'kept@400', 'old@50']);
  });

  it('forgets listings deleted by their authors on that relay only', async () => {
    const cache = new ListingCache(new IDBFactory());
    const gone = car('gone', 300);
    await cache.reconcile(RELAY, ALL, [car('kept', 400), gone]);
    await cache.reconcile(OTHER_RELAY, ALL, [gone]);
    await cache.forget(RELAY, [gone]);
    expect(titles(await cache.readNewest(RELAY, 10))).toEqual(['kept@400']);
    expect(titles(await cache.readNewest(OTHER_RELAY, 10))).toEqual(['gone@300']);
  });

  it('keeps at most its capacity (CACHE_CAPACITY in the app), dropping the longest unconfirmed', async () => {
    const capacity = 20;
    const cache = new ListingCache(new IDBFactory(), capacity);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    await cache.reconcile(OTHER_RELAY, ALL, [car('stale', 10)]);
    now.mockReturnValue(2_000);
    const many = Array.from({ length: capacity }, (_, index) => car(`car-${index}`, 1_000 + index));
    await cache.reconcile(RELAY, ALL, many);
    // Read back on the real clock: listings dated at second 1 000 are in the future of a clock at second 2.
    now.mockRestore();
    expect(await cache.readNewest(OTHER_RELAY, 10)).toEqual([]);
    expect(await cache.readNewest(RELAY, capacity + 10)).toHaveLength(capacity);
    expect(CACHE_CAPACITY).toBe(2_000);
  });

  it('skips and removes corrupt records instead of failing', async () => {
    const factory = new IDBFactory();
    const cache = new ListingCache(factory);
    const good = car('good', 300);
    await cache.reconcile(RELAY, ALL, [good]);
    const forged = { ...good.event, tags: [['d', 'forged'], ['title', 'No car tag']] };
    await putRawCacheRecords(factory, [
      { relay: RELAY, coord: 'x:y', rank: -200, storedAt: 1, event: 'not an event' },
      { relay: RELAY, coord: `${good.pubkey}:forged`, rank: -100, storedAt: 1, event: forged },
      { relay: RELAY, coord: `${good.pubkey}:mismatch`, rank: -250, storedAt: 1, event: car('other', 250).event },
    ]);
    expect(titles(await cache.readNewest(RELAY, 10))).toEqual(['good@300']);
    await vi.waitFor(async () => {
      const fresh = new ListingCache(factory);
      expect(titles(await fresh.readNewest(RELAY, 10))).toEqual(['good@300']);
    });
  });

  it('does not read back a listing dated next year or over the limits on relay data, as an older build may have stored', async () => {
    const factory = new IDBFactory();
    const cache = new ListingCache(factory);
    const nextYear = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
    const future = car('future', nextYear);
    const huge = car('huge', 250, { summary: [['summary', 'x'.repeat(200_000)]] });
    await cache.reconcile(RELAY, ALL, [car('good', 300)]);
    await putRawCacheRecords(factory, [
      { relay: RELAY, coord: `${future.pubkey}:future`, rank: -nextYear, storedAt: 1, event: future.event },
      { relay: RELAY, coord: `${huge.pubkey}:huge`, rank: -250, storedAt: 1, event: huge.event },
    ]);
    expect(titles(await cache.readNewest(RELAY, 10))).toEqual(['good@300']);
  });

  it('leaves out a listing IndexedDB cannot store and stores the rest of the page', async () => {
    const cache = new ListingCache(new IDBFactory());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unclonable = car('unclonable', 200);
    // A function cannot be cloned: IndexedDB's put throws for this record alone.
    const bad: CarListing = { ...unclonable, event: { ...unclonable.event, tags: unclonable.event.tags, toJSON: () => '' } as CarListing['event'] };
    await cache.reconcile(RELAY, ALL, [car('first', 300), bad, car('last', 100)]);
    expect(titles(await cache.readNewest(RELAY, 10))).toEqual(['first@300', 'last@100']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not store a listing'), expect.anything());
  });

  it('works as no cache when IndexedDB is missing or refuses to open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await new ListingCache(undefined).readNewest(RELAY, 10)).toEqual([]);
    const broken = { open: () => { throw new Error('SecurityError'); } } as unknown as IDBFactory;
    const cache = new ListingCache(broken);
    await cache.reconcile(RELAY, ALL, [car('a', 1)]);
    expect(await cache.readNewest(RELAY, 10)).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('resets a database that lost its store, and works again on the next visit', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve) => {
      const request = factory.open(DB_NAME, 1);
      request.addEventListener('upgradeneeded', () => request.result.createObjectStore('something-else'));
      request.addEventListener('success', () => {
        request.result.close();
        resolve();
      });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await new ListingCache(factory).readNewest(RELAY, 10)).toEqual([]);
    const next = new ListingCache(factory);
    await next.reconcile(RELAY, ALL, [car('a', 1)]);
    expect(titles(await next.readNewest(RELAY, 10))).toEqual(['a@1']);
  });
});
