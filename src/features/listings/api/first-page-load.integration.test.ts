import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { startRelay } from '../../../../dev/relay/start-relay';
import { publishEvents } from '../../../../dev/testing/test-relay';

import { signedListing, testKeys } from '../test-support/listing-fixtures';
import { peekPrefetchedFirstPage, prefetchFirstPage, prefetchedFirstPageSettled, takePrefetchedFirstPage } from './first-page-load';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
// Which relay URLs a page may contact depends on its own address (relayPolicyFor): a local page, as in dev.
vi.stubGlobal('location', new URL('http://127.0.0.1/'));
// The first cover's preload link goes into the page's head.
vi.stubGlobal('document', { createElement: () => ({}), head: { append: () => undefined } });

describe('the early first page', () => {
  it('goes to the first query even when it has already ended, and only while running after that', async () => {
    const relay = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
    try {
      await publishEvents(relay.url, [signedListing(testKeys(), { title: 'Early page car' })]);
      prefetchFirstPage([relay.url]);
      await expect.poll(() => prefetchedFirstPageSettled([relay.url]), { timeout: 10_000 }).toBe(true);
      expect(peekPrefetchedFirstPage([relay.url])?.map((listing) => listing.title)).toEqual(['Early page car']);

      // The app mounted after the relay's EOSE (it waited for the boot cards): the page's own answer, no new REQ.
      const first = takePrefetchedFirstPage([relay.url]);
      expect((await first?.result)?.listings.map((listing) => listing.title)).toEqual(['Early page car']);
      // A later load (a refetch) asks the relay anew.
      expect(takePrefetchedFirstPage([relay.url])).toBeUndefined();
      // Another relay set never gets it.
      prefetchFirstPage([relay.url]);
      expect(takePrefetchedFirstPage(['wss://other.example'])).toBeUndefined();
    } finally {
      await relay.close();
    }
  });
});
