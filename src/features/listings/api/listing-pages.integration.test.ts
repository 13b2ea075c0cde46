import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { startRelay } from '../../../../dev/relay/start-relay';
import { KIND } from '@/config/constants';
import { RelayConnection, resetVerificationMemo, verificationStats } from '@/features/relay/public';
import { listingCoordinate } from '@/nostr/listing';
import { nextPageUntil, type ListingPage } from '@/nostr/listing-page';

import { ListingCache } from '../cache/listing-cache';
import { signedListing, testKeys } from '../test-support/listing-fixtures';
import { publishEvents as publishToRelay } from '../../../../dev/testing/test-relay';
import { fetchListingPage, type PageSources } from './listing-pages';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/** A relay of its own per test (the pages are the relay's newest listings), with a fresh cache. */
async function freshSetup(): Promise<{ relayUrl: string; sources: PageSources & { cache: ListingCache }; close: () => Promise<void> }> {
  const own = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
  const connection = new RelayConnection(own.url);
  return {
    relayUrl: own.url,
    sources: { source: { relayUrl: own.url, query: (filters, options) => connection.query(filters, options) }, cache: new ListingCache(new IDBFactory()) },
    close: async () => {
      connection.dispose();
      await own.close();
    },
  };
}

async function settle(sources: { cache: ListingCache }, relayUrl: string) {
  // Cache writes run in the background of the page fetch: wait until they landed.
  return sources.cache.readNewest(relayUrl, 1_000);
}

describe('fetchListingPage', () => {
  it('pages back with `until` until the relay has nothing older, each listing once', async () => {
    const { relayUrl, sources, close } = await freshSetup();
    try {
      const seller = testKeys();
      const base = 1_700_000_000;
      // Two listings share the second at each page boundary: an `oldest - 1` cursor would lose one of them.
      const times = Array.from({ length: 45 }, (_, index) => base + index - (index === 25 || index === 7 ? 1 : 0));
      await publishToRelay(relayUrl, times.map((createdAt, index) => signedListing(seller, { d: `car-${index}`, createdAt })));

      const pages: ListingPage[] = [];
      let until: number | undefined;
      do {
        const page = await fetchListingPage({ relayUrl, until, limit: 20 }, sources);
        pages.push(page);
        until = nextPageUntil(page, 20);
      } while (until !== undefined && pages.length < 10);

      expect(pages.map((page) => page.until)).toEqual([undefined, base + 24, base + 6]);
      const seen = new Set(pages.flatMap((page) => page.listings.map((listing) => listing.d)));
      expect(seen.size).toBe(45);
      expect(pages[0]!.listings[0]!.d).toBe('car-44');
    } finally {
      await close();
    }
  });

  it('revalidates the cache: an edit to SOLD replaces, a NIP-09 deletion removes, new listings join', async () => {
    const { relayUrl, sources, close } = await freshSetup();
    try {
      const seller = testKeys();
      const now = Math.floor(Date.now() / 1000);
      const kept = signedListing(seller, { d: 'kept', createdAt: now - 30 });
      const sold = signedListing(seller, { d: 'sold', createdAt: now - 20 });
      const gone = signedListing(seller, { d: 'gone', createdAt: now - 10 });
      await publishToRelay(relayUrl, [kept, sold, gone]);
      await fetchListingPage({ relayUrl, until: undefined }, sources);
      expect((await settle(sources, relayUrl)).map((listing) => listing.d).toSorted()).toEqual(['gone', 'kept', 'sold']);

      const goneListing = (await settle(sources, relayUrl)).find((listing) => listing.d === 'gone')!;
      await publishToRelay(relayUrl, [
        signedListing(seller, { d: 'sold', status: 'sold', createdAt: now - 5 }),
        finalizeEvent({ kind: KIND.deletion, created_at: now, content: '', tags: [['a', listingCoordinate(goneListing)]] }, seller.secretKey),
        signedListing(seller, { d: 'fresh', createdAt: now - 1 }),
      ]);
      const page = await fetchListingPage({ relayUrl, until: undefined }, sources);
      expect(page.listings.map((listing) => `${listing.d}:${listing.status}`)).toEqual(['fresh:active', 'sold:sold', 'kept:active']);
      await expect.poll(async () => (await settle(sources, relayUrl)).map((listing) => `${listing.d}:${listing.status}`)).toEqual([
        'fresh:active',
        'sold:sold',
        'kept:active',
      ]);
    } finally {
      await close();
    }
  });

  it('drops listings a kind-5 request deletes even when the relay still serves them', async () => {
    const seller = testKeys();
    const listing = signedListing(seller, { d: 'zombie', createdAt: 1_700_000_100 });
    const deletion = finalizeEvent({ kind: KIND.deletion, created_at: 1_700_000_200, content: '', tags: [['e', listing.id]] }, seller.secretKey);
    const source: PageSources['source'] = {
      relayUrl: 'wss://stale.example',
      query: async (filters) => (filters[0]?.kinds?.[0] === KIND.deletion ? [deletion] : [listing]),
    };
    const cache = new ListingCache(new IDBFactory());
    const page = await fetchListingPage({ relayUrl: 'wss://stale.example', until: undefined }, { source, cache });
    expect(page.listings).toEqual([]);
    expect(page.received).toBe(1);
  });

  it('verifies each event once per session: a second fetch of the same page costs hash checks only', async () => {
    const { relayUrl, sources, close } = await freshSetup();
    try {
      const seller = testKeys();
      await publishToRelay(relayUrl, Array.from({ length: 5 }, (_, index) => signedListing(seller, { d: `v-${index}` })));
      resetVerificationMemo();
      await fetchListingPage({ relayUrl, until: undefined }, sources);
      expect(verificationStats.signatures).toBe(5);
      await fetchListingPage({ relayUrl, until: undefined }, sources);
      expect(verificationStats.signatures).toBe(5);
      expect(verificationStats.memoHits).toBe(5);
      // Another connection (another page load's reads) shares the memo: no second signature check either.
      const other = new RelayConnection(relayUrl);
      try {
        expect(await other.query([{ kinds: [KIND.listing] }], { timeoutMs: 5000 })).toHaveLength(5);
      } finally {
        other.dispose();
      }
      expect(verificationStats.signatures).toBe(5);
      expect(verificationStats.memoHits).toBe(10);
    } finally {
      await close();
    }
  });
});
