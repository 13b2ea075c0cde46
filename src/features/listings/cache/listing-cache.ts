import { isEventShape, type NostrEvent } from '@/nostr/event';
import { nowSeconds, readRelayEvent } from '@/nostr/event-limits';
import { parseListing, type CarListing, type ListingPrice } from '@/nostr/listing';
import type { PageWindow } from '@/nostr/grid-paging';

import { cursorEach, deleteKeys, openCacheDb, readNewestRecords, relayRange, request, STORE, type CacheDb } from './cache-db';
import { takeEarlyCacheRead } from './early-cache-read';
import { isLowerPrice, notePriceDrop, previousPriceFor, readPreviousPrice } from './price-drops';

/**
 * The persistent local cache of listing events (IndexedDB), so a repeat visit paints the grid before the
 * relay answers. It only stores events that passed signature verification and `parseListing`, one per
 * relay and `pubkey:d`, at most {@link CACHE_CAPACITY} in all (least recently confirmed out first). It is
 * a hint, never the truth: the grid always revalidates against the relay (see pageWindow).
 *
 * Everything read back is validated again (storage can be corrupt or from an older build), and every
 * failure — no IndexedDB, a blocked upgrade, a full quota — degrades to "no cache" with a warning.
 */
export const CACHE_CAPACITY = 2_000;

interface CachedListingRecord {
  relay: string;
  /** `pubkey:d` — the addressable identity; a newer version overwrites the older one. */
  coord: string;
  /** -created_at, so the index lists the newest first. */
  rank: number;
  /** When the relay last confirmed the event (ms): eviction removes the longest unconfirmed first. */
  storedAt: number;
  event: NostrEvent;
  /** A higher price an earlier version had ('Price dropped', docs/product.md §2 Buyer insight); absent when none. */
  previousPrice?: ListingPrice;
}

function coordOf(listing: CarListing): string {
  return `${listing.pubkey}:${listing.d}`;
}

function toRecord(relay: string, listing: CarListing, storedAt: number, previousPrice: ListingPrice | undefined): CachedListingRecord {
  const record: CachedListingRecord = { relay, coord: coordOf(listing), rank: -listing.createdAt, storedAt, event: listing.event };
  if (previousPrice !== undefined) record.previousPrice = previousPrice;
  return record;
}

/** The listing and kept previous price of a stored record, whatever its relay; undefined when unusable. */
function storedVersion(value: unknown): { listing: CarListing; previous: ListingPrice | undefined } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<CachedListingRecord>;
  if (!isEventShape(record.event)) return undefined;
  const listing = parseListing(record.event);
  return listing === null ? undefined : { listing, previous: readPreviousPrice(record.previousPrice) };
}

/** Tells the price-drop store about a listing read back (only when its kept earlier price is higher than its own). */
function noteStoredDrop(listing: CarListing, previous: ListingPrice | undefined): void {
  if (previous !== undefined && listing.hasPrice && isLowerPrice(previous, listing.price)) notePriceDrop(listing, previous);
}

/** The kept earlier price of a stored record, read without parsing its event again. */
function keptPrice(value: unknown): ListingPrice | undefined {
  return typeof value === 'object' && value !== null ? readPreviousPrice((value as Partial<CachedListingRecord>).previousPrice) : undefined;
}

/**
 * A stored record as a listing, or null when it is not exactly what this build writes. Its event passes the
 * limits on relay data again (docs/architecture.md §5): an earlier build may have stored one dated next year.
 */
function fromRecord(value: unknown, relay: string, now: number = nowSeconds()): CarListing | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<CachedListingRecord>;
  const event = record.relay === relay ? readRelayEvent(record.event, now) : undefined;
  if (event === undefined) return null;
  const listing = parseListing(event);
  if (listing === null || record.coord !== coordOf(listing) || record.rank !== -listing.createdAt) return null;
  return listing;
}

function warn(action: string, error: unknown): void {
  console.warn(`[listing-cache] Could not ${action}; continuing without the local cache.`, error);
}

export class ListingCache {
  private db: Promise<CacheDb | undefined> | undefined;

  constructor(
    private readonly factory: IDBFactory | undefined = globalThis.indexedDB,
    private readonly capacity: number = CACHE_CAPACITY,
  ) {}

  private open(): Promise<CacheDb | undefined> {
    // No IndexedDB at all (some embedded browsers, tests): simply no cache, nothing worth a warning.
    if (!this.factory) return Promise.resolve(undefined);
    this.db ??= openCacheDb(this.factory).catch((error: unknown) => {
      warn('open the cache', error);
      return undefined;
    });
    return this.db;
  }

  /** The newest `count` cached listings of `relay`, newest first; [] when there is no usable cache. */
  async readNewest(relay: string, count: number): Promise<CarListing[]> {
    try {
      // The boot script's read of the same records, started while the page was parsed, if there is one.
      const records = (await takeEarlyCacheRead(relay, count)?.catch(() => undefined)) ?? (await this.readNewestRecords(relay, count));
      const now = nowSeconds();
      const listings = records.map((record) => fromRecord(record, relay, now));
      if (listings.includes(null)) void this.dropInvalid(relay);
      listings.forEach((listing, index) => {
        if (listing !== null) noteStoredDrop(listing, keptPrice(records[index]));
      });
      return listings.filter((listing) => listing !== null);
    } catch (error) {
      warn('read cached listings', error);
      return [];
    }
  }

  private async readNewestRecords(relay: string, count: number): Promise<unknown[]> {
    const db = await this.open();
    return db === undefined ? [] : readNewestRecords(db, relay, count);
  }

  /**
   * Makes the cache agree with one complete page from the relay: within the page's window, cached listings
   * the relay no longer returned are removed (deleted, or no longer car listings) and the returned versions
   * are stored (edits and status changes replace older versions). Then the cache is trimmed to capacity.
   */
  async reconcile(relay: string, window: PageWindow, listings: readonly CarListing[]): Promise<void> {
    const db = await this.open();
    if (!db) return;
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      const kept = new Set(listings.map(coordOf));
      // The versions stored so far, to keep a higher earlier price next to a cheaper new version.
      const before = await Promise.all(listings.map((listing) => request<unknown>(store.get([relay, coordOf(listing)]))));
      // Keys, not a cursor: a cursor costs the main thread one task per record, and after a long scroll the
      // last page's window can hold thousands of them (all at once here, deleted without a callback each).
      const inWindow = await request<IDBValidKey[]>(store.index('newest').getAllKeys(relayRange(relay, window)));
      await deleteKeys(
        store,
        inWindow.filter((key) => {
          const coord = Array.isArray(key) ? key[1] : undefined;
          return typeof coord !== 'string' || !kept.has(coord);
        }),
      );
      const now = Date.now();
      listings.forEach((listing, index) => {
        const stored = storedVersion(before[index]);
        const previous = previousPriceFor(listing, stored?.listing, stored?.previous);
        try {
          store.put(toRecord(relay, listing, now, previous));
        } catch (error) {
          // A record IndexedDB cannot clone is left out alone, not the whole page (docs/architecture.md §5).
          console.warn('[listing-cache] Could not store a listing; leaving it out.', error);
          return;
        }
        notePriceDrop(listing, previous);
      });
      const total = await request<number>(store.count());
      const excess = total - this.capacity;
      if (excess > 0) {
        await deleteKeys(store, await request<IDBValidKey[]>(store.index('stored').getAllKeys(null, excess)));
      }
      await new Promise<void>((resolve, reject) => {
        transaction.addEventListener('complete', () => resolve());
        transaction.addEventListener('error', () => reject(transaction.error));
        transaction.addEventListener('abort', () => reject(transaction.error));
      });
    } catch (error) {
      warn('update the cache', error);
    }
  }

  /** Removes `listings` (deleted by their authors) from `relay`'s records, whatever version is stored. */
  async forget(relay: string, listings: readonly CarListing[]): Promise<void> {
    if (listings.length === 0) return;
    const db = await this.open();
    if (!db) return;
    try {
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
      await Promise.all(listings.map((listing) => request(store.delete([relay, coordOf(listing)]))));
    } catch (error) {
      warn('forget deleted listings', error);
    }
  }

  /**
   * Tells the price-drop store what the cache knows for `listing` on any of `relays` (for a detail page opened
   * directly): the price kept with this very version, or, when the cache still holds an older version (the
   * grid saw it before the seller's edit), that version's price by the rule `reconcile` follows, so the
   * detail page says 'Price dropped' exactly when the card will.
   */
  async loadPriceDrop(relays: readonly string[], listing: CarListing): Promise<void> {
    const db = await this.open();
    if (!db) return;
    try {
      const store = db.transaction(STORE, 'readonly').objectStore(STORE);
      const records = await Promise.all(relays.map((relay) => request<unknown>(store.get([relay, coordOf(listing)]))));
      for (const record of records) {
        const stored = storedVersion(record);
        if (stored?.listing.event.id === listing.event.id) noteStoredDrop(stored.listing, stored.previous);
        else if (stored !== undefined && stored.listing.createdAt < listing.createdAt) {
          noteStoredDrop(listing, previousPriceFor(listing, stored.listing, stored.previous));
        }
      }
    } catch (error) {
      warn('read a kept price', error);
    }
  }

  /** Removes every record of `relay` that does not read back as a valid listing. */
  private async dropInvalid(relay: string): Promise<void> {
    const db = await this.open();
    if (!db) return;
    try {
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
      await cursorEach(store.index('newest').openCursor(relayRange(relay)), (cursor) => {
        if (fromRecord(cursor.value, relay) === null) cursor.delete();
      });
    } catch (error) {
      warn('remove corrupt cache entries', error);
    }
  }
}

let shared: ListingCache | undefined;

/** The app's cache (one IndexedDB connection per page load). */
export function listingCache(): ListingCache {
  shared ??= new ListingCache();
  return shared;
}
