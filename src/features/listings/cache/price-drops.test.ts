import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { parseListing, type CarListing } from '@/nostr/listing';
import { listingEvent } from '@testing/listing-events';

import { ListingCache } from './listing-cache';
import { isLowerPrice, priceDropOf } from './price-drops';

const RELAY = 'wss://relay.example';
const ALL = { from: 0, to: Number.POSITIVE_INFINITY };

function version(d: string, createdAt: number, amount: string, extra: Record<string, string[][]> = {}): CarListing {
  const listing = parseListing(listingEvent({ d: [['d', d]], price: [['price', amount, 'USD']], ...extra }, { created_at: createdAt }));
  if (!listing) throw new Error('invalid test listing');
  return listing;
}

describe('price drops kept in the listing cache', () => {
  it('notes a cheaper newer version, keeps it across edits and reloads, forgets it when the price rises', async () => {
    const factory = new IDBFactory();
    const cache = new ListingCache(factory);
    const v1 = version('drop', 100, '25000');
    await cache.reconcile(RELAY, ALL, [v1]);
    expect(priceDropOf(v1)).toBeUndefined();

    const v2 = version('drop', 200, '22000');
    await cache.reconcile(RELAY, ALL, [v2]);
    expect(priceDropOf(v2)?.from).toEqual({ amount: 25_000, currency: 'USD', frequency: undefined });
    // Only the cheaper version carries the note.
    expect(priceDropOf(v1)).toBeUndefined();

    // An edit that leaves the price alone keeps the drop; a fresh page load reads it back from storage.
    const v3 = version('drop', 300, '22000', { title: [['title', 'New words']] });
    await cache.reconcile(RELAY, ALL, [v3]);
    const reloaded = new ListingCache(factory);
    const [read] = await reloaded.readNewest(RELAY, 10);
    expect(read?.event.id).toBe(v3.event.id);
    expect(priceDropOf(v3)?.from.amount).toBe(25_000);

    const v4 = version('drop', 400, '30000');
    await cache.reconcile(RELAY, ALL, [v4]);
    expect(priceDropOf(v4)).toBeUndefined();
  });

  it('never calls a price in another currency or a cheaper older version a drop', async () => {
    const cache = new ListingCache(new IDBFactory());
    await cache.reconcile(RELAY, ALL, [version('fx', 100, '25000')]);
    const euro = parseListing(listingEvent({ d: [['d', 'fx']], price: [['price', '20000', 'EUR']] }, { created_at: 200 }))!;
    await cache.reconcile(RELAY, ALL, [euro]);
    expect(priceDropOf(euro)).toBeUndefined();

    await cache.reconcile(RELAY, ALL, [version('late', 500, '30000')]);
    const older = version('late', 400, '20000');
    await cache.reconcile(RELAY, ALL, [older]);
    expect(priceDropOf(older)).toBeUndefined();
    expect(isLowerPrice({ amount: 10, currency: 'USD', frequency: 'month' }, { amount: 5, currency: 'USD', frequency: undefined })).toBe(false);
  });

  it('finds the kept price for a detail page opened directly', async () => {
    const factory = new IDBFactory();
    const cache = new ListingCache(factory);
    await cache.reconcile(RELAY, ALL, [version('direct', 100, '9000')]);
    const cheaper = version('direct', 200, '8000');
    await cache.reconcile(RELAY, ALL, [cheaper]);
    await new ListingCache(factory).loadPriceDrop(['wss://elsewhere.example', RELAY], cheaper);
    expect(priceDropOf(cheaper)?.from.amount).toBe(9_000);
  });

  it("finds the drop for a detail page showing an edit the cache has not stored yet, as the card will after the grid's next read", async () => {
    const factory = new IDBFactory();
    await new ListingCache(factory).reconcile(RELAY, ALL, [version('edited', 100, '9000')]);
    const cache = new ListingCache(factory);
    const edited = version('edited', 200, '8500');
    await cache.loadPriceDrop([RELAY], edited);
    expect(priceDropOf(edited)?.from.amount).toBe(9_000);

    // Not for a price that rose.
    const dearer = version('edited', 300, '9900');
    await cache.loadPriceDrop([RELAY], dearer);
    expect(priceDropOf(dearer)).toBeUndefined();

    // The card after the grid's next read says the same.
    await cache.reconcile(RELAY, ALL, [edited]);
    expect(priceDropOf(edited)?.from.amount).toBe(9_000);

    // Nor against a newer version than the page shows.
    await cache.reconcile(RELAY, ALL, [version('newer', 500, '30000')]);
    const stale = version('newer', 400, '20000');
    await cache.loadPriceDrop([RELAY], stale);
    expect(priceDropOf(stale)).toBeUndefined();
  });
});
