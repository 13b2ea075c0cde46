import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '@/config/constants';

import { nowSeconds, publishEvents, signEvent, startTestRelay } from '@testing/test-relay';
import { relaySource } from '@/features/network/public';

import { signedListing, testKeys } from '@testing/listing-fixtures';
import { readListingsAt } from './read-listings-at';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

describe('readListingsAt', () => {
  it('says of each address whether it is found, deleted (served or dropped by the relay) or missing', async () => {
    // One relay that drops what its authors delete, one that keeps serving it (as many public relays do).
    const dropping = await startTestRelay();
    const keeping = await startTestRelay({ applyDeletions: false });
    try {
      const seller = testKeys();
      const now = nowSeconds();
      const sold = signedListing(seller, { d: 'sold', title: 'Sold car', status: 'sold', createdAt: now - 50 });
      const served = signedListing(seller, { d: 'served', title: 'Deleted but served', createdAt: now - 40 });
      const dropped = signedListing(seller, { d: 'dropped', title: 'Deleted and dropped', createdAt: now - 40 });
      const forged = signEvent(testKeys(), { kind: KIND.deletion, created_at: now, tags: [['a', `${KIND.listing}:${seller.pubkey}:sold`]], content: '' });
      const deleteOf = (d: string) => signEvent(seller, { kind: KIND.deletion, created_at: now - 10, tags: [['a', `${KIND.listing}:${seller.pubkey}:${d}`]], content: '' });
      await publishEvents(keeping.url, [sold, served, forged, deleteOf('served')]);
      await publishEvents(dropping.url, [dropped, deleteOf('dropped')]);

      const address = (d: string) => `${KIND.listing}:${seller.pubkey}:${d}`;
      const result = await readListingsAt(relaySource([keeping.url, dropping.url]), [
        address('sold'),
        address('served'),
        address('dropped'),
        address('never-published'),
      ]);
      const soldAt = result.get(address('sold'));
      expect(soldAt?.state === 'found' && soldAt.listing.status).toBe('sold');
      const servedAt = result.get(address('served'));
      expect(servedAt?.state === 'deleted' && servedAt.listing?.title).toBe('Deleted but served');
      expect(result.get(address('dropped'))).toEqual({ state: 'deleted', listing: undefined });
      expect(result.get(address('never-published'))).toEqual({ state: 'missing' });
    } finally {
      await Promise.all([dropping.close(), keeping.close()]);
    }
  });
});
