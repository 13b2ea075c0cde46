import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { finalizeEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { newKeys as testKeys } from '@testing/test-keys';
import { publishEvents as publishToRelay, startTestRelay } from '@testing/test-relay';
import { KIND } from '@/config/constants';
import { relaySource } from '@/features/network/public';
import { RelayConnection, resetVerificationMemo, verificationStats } from '@/features/relay/public';
import { listingAddress } from '@/nostr/listing-address';
import { nextCursor, type ListingPage, type PageCursor } from '@/nostr/grid-paging';

import { ListingCache } from '../cache/listing-cache';
import { signedListing } from '@testing/listing-fixtures';
import { fetchListingPage, type PageSources } from './read-grid-page';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/** Relays of their own per test (the pages are the relays' newest listings), with a fresh cache. */
async function freshSetup(options: { count?: number; applyDeletions?: boolean } | number = 1): Promise<{ relayUrl: string; relays: string[]; sources: PageSources & { cache: ListingCache }; close: () => Promise<void> }> {
  const { count = 1, applyDeletions = true } = typeof options === 'number' ? { count: options } : options;
  const own = await Promise.all(Array.from({ length: count }, () => startTestRelay({ applyDeletions })));
  const relays = own.map((relay) => relay.url);
  return {
    relayUrl: relays[0]!,
    relays,
    sources: { source: relaySource, cache: new ListingCache(new IDBFactory()) },
    close: async () => {
      await Promise.all(own.map((relay) => relay.close()));
    },
  };
}

/** Every page from the first to the last, as the grid's 'Load more' walks them. */
async function allPages(relays: string[], sources: PageSources, limit: number): Promise<ListingPage[]> {
  const pages: ListingPage[] = [];
  let cursor: PageCursor | undefined;
  do {
    const page = await fetchListingPage({ relays, cursor, limit }, sources);
    pages.push(page);
    cursor = nextCursor(page, limit);
  } while (cursor !== undefined && pages.length < 20);
  return pages;
}

async function settle(sources: { cache: ListingCache }, relayUrl: string) {
  // Cache writes run in the background of the page fetch: wait until they landed.
  return sources.cache.readNewest(relayUrl, 1_000);
}

describe('fetchListingPage', () => {
  it('pages back with `until` until the relay has nothing older, each listing once', async () => {
    const { relayUrl, relays, sources, close } = await freshSetup();
    try {
      const seller = testKeys();
      const base = 1_700_000_000;
      // Two listings share the second at each page boundary: an `oldest - 1` cursor would lose one of them.
      const times = Array.from({ length: 45 }, (_, index) => base + index - (index === 25 || index === 7 ? 1 : 0));
      await publishToRelay(relayUrl, times.map((createdAt, index) => signedListing(seller, { d: `car-${index}`, createdAt })));

      const pages = await allPages(relays, sources, 20);

      expect(pages.map((page) => page.cursor?.until)).toEqual([undefined, base + 24, base + 6]);
      const seen = new Set(pages.flatMap((page) => page.listings.map((listing) => listing.d)));
      expect(seen.size).toBe(45);
      expect(pages[0]!.listings[0]!.d).toBe('car-44');
    } finally {
      await close();
    }
  });

  it('pages across relays that hold different listings: every listing once, none skipped', async () => {
    const { relays, sources, close } = await freshSetup(2);
    try {
      const seller = testKeys();
      const base = 1_700_000_000;
      // The first relay holds recent listings, the second older ones and a few shared with the first.
      const recent = Array.from({ length: 30 }, (_, index) => signedListing(seller, { d: `recent-${index}`, createdAt: base + 1_000 + index }));
      const older = Array.from({ length: 25 }, (_, index) => signedListing(seller, { d: `older-${index}`, createdAt: base + index * 10 }));
      await publishToRelay(relays[0]!, recent);
      await publishToRelay(relays[1]!, [...older, ...recent.slice(0, 5)]);

      const pages = await allPages(relays, sources, 10);
      const all = pages.flatMap((page) => page.listings.map((listing) => listing.d));
      expect(new Set(all).size).toBe(55);
      // A later page asks only the relays that filled their last page.
      expect(pages.at(-1)!.cursor!.relays.length).toBeLessThanOrEqual(2);
      expect(pages[0]!.outcomes.map((outcome) => outcome.status)).toEqual(['answered', 'answered']);
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
      await fetchListingPage({ relays: [relayUrl], cursor: undefined }, sources);
      expect((await settle(sources, relayUrl)).map((listing) => listing.d).toSorted()).toEqual(['gone', 'kept', 'sold']);

      const goneListing = (await settle(sources, relayUrl)).find((listing) => listing.d === 'gone')!;
      await publishToRelay(relayUrl, [
        signedListing(seller, { d: 'sold', status: 'sold', createdAt: now - 5 }),
        finalizeEvent({ kind: KIND.deletion, created_at: now, content: '', tags: [['a', listingAddress(goneListing)]] }, seller.secretKey),
        signedListing(seller, { d: 'fresh', createdAt: now - 1 }),
      ]);
      const page = await fetchListingPage({ relays: [relayUrl], cursor: undefined }, sources);
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
    const { relays, close } = await freshSetup({ applyDeletions: false });
    try {
      await publishToRelay(relays[0]!, [listing, deletion]);
      const cache = new ListingCache(new IDBFactory());
      const page = await fetchListingPage({ relays, cursor: undefined }, { source: relaySource, cache });
      expect(page.listings).toEqual([]);
      expect(page.outcomes).toMatchObject([{ relay: relays[0], status: 'answered', received: 1, oldest: 1_700_000_100 }]);
    } finally {
      await close();
    }
  });

  it('verifies each event once per session: a second fetch of the same page costs hash checks only', async () => {
    const { relayUrl, sources, close } = await freshSetup();
    try {
      const seller = testKeys();
      await publishToRelay(relayUrl, Array.from({ length: 5 }, (_, index) => signedListing(seller, { d: `v-${index}` })));
      resetVerificationMemo();
      await fetchListingPage({ relays: [relayUrl], cursor: undefined }, sources);
      expect(verificationStats.signatures).toBe(5);
      await fetchListingPage({ relays: [relayUrl], cursor: undefined }, sources);
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
