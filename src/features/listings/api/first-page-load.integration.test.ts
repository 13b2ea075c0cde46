import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { QUERY_DEFAULTS } from '@/config/constants';

import { publishEvents, startTestRelay } from '@testing/test-relay';

import { signedListing, testKeys } from '@testing/listing-fixtures';
import { firstPageShown, peekPrefetchedFirstPage, prefetchFirstPage, prefetchedFirstPageSettled, startFirstPageLoad, takePrefetchedFirstPage } from './first-page-load';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
// Which relay URLs a page may contact depends on its own address (relayPolicyFor): a local page, as in dev.
vi.stubGlobal('location', new URL('http://127.0.0.1/'));
// The first cover's preload link goes into the page's head.
vi.stubGlobal('document', { createElement: () => ({}), head: { append: () => undefined } });

describe('the early first page', () => {
  it('goes to the first query even when it has already ended, and only while running after that', async () => {
    const relay = await startTestRelay();
    try {
      await publishEvents(relay.url, [signedListing(testKeys(), { title: 'Early page car' })]);
      prefetchFirstPage([relay.url]);
      await expect.poll(() => prefetchedFirstPageSettled([relay.url]), { timeout: 10_000 }).toBe(true);
      expect(peekPrefetchedFirstPage([relay.url])?.map((listing) => listing.title)).toEqual(['Early page car']);

      // The app mounted after the relay's EOSE (it waited for the boot cards): the page's own answer, no new REQ.
      const first = takePrefetchedFirstPage([relay.url]);
      expect((await first?.result)?.listings.map((listing) => listing.title)).toEqual(['Early page car']);
      firstPageShown(first!);
      // A later load (a refetch) asks the relay anew.
      expect(takePrefetchedFirstPage([relay.url])).toBeUndefined();
      // Another relay set never gets it.
      prefetchFirstPage([relay.url]);
      expect(takePrefetchedFirstPage(['wss://other.example'])).toBeUndefined();
    } finally {
      await relay.close();
    }
  });

  it('goes to the next query while no query has shown it (the grid unmounted before its answer)', async () => {
    const relay = await startTestRelay();
    try {
      await publishEvents(relay.url, [signedListing(testKeys(), { title: 'Unshown page car' })]);
      prefetchFirstPage([relay.url]);
      const first = takePrefetchedFirstPage([relay.url]);
      // The visitor opened a car before the answer: that query was cancelled, the load ran on to its end.
      await expect.poll(() => prefetchedFirstPageSettled([relay.url]), { timeout: 10_000 }).toBe(true);
      const again = takePrefetchedFirstPage([relay.url]);
      expect(again).toBe(first);
      expect((await again?.result)?.listings.map((listing) => listing.title)).toEqual(['Unshown page car']);
      // Once a query has shown it, a later load asks anew; another load's page does not count as this one's.
      const refetch = startFirstPageLoad([relay.url]);
      await refetch.result;
      firstPageShown(refetch);
      expect(takePrefetchedFirstPage([relay.url])).toBe(first);
      firstPageShown(first!);
      expect(takePrefetchedFirstPage([relay.url])).toBeUndefined();
    } finally {
      await relay.close();
    }
  });

  it('is not handed to a query coming back after its answer went stale', async () => {
    const relay = await startTestRelay();
    try {
      prefetchFirstPage([relay.url]);
      const first = takePrefetchedFirstPage([relay.url]);
      await first?.result;
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + QUERY_DEFAULTS.staleTime + 1);
      expect(takePrefetchedFirstPage([relay.url])).toBeUndefined();
    } finally {
      vi.restoreAllMocks();
      await relay.close();
    }
  });

  it('is not handed again once a query has taken it and it failed', async () => {
    prefetchFirstPage(['ws://127.0.0.1:1']);
    const first = takePrefetchedFirstPage(['ws://127.0.0.1:1']);
    await expect(first?.result).rejects.toThrow();
    expect(takePrefetchedFirstPage(['ws://127.0.0.1:1'])).toBeUndefined();
  });
});
