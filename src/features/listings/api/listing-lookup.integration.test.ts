import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';

import { KIND } from '@/config/constants';

import { nowSeconds, publishEvents, signEvent, startTestRelay } from '@testing/test-relay';
import { relaySource } from '@/features/network/public';

import { signedListing, testKeys } from '@testing/listing-fixtures';
import { listingQueryOptions, type ListingLookup } from './listing-lookup';

// Node 20 has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
// Which relay URLs a page may contact depends on its own address (relayPolicyFor): a local page, as in dev.
vi.stubGlobal('location', new URL('http://127.0.0.1/'));

/** Every state the query's data went through while `fetchQuery` ran, and its result. */
async function lookupSteps(relayUrl: string, id: string, seller: string | undefined): Promise<{ steps: ListingLookup[]; result: ListingLookup }> {
  const client = new QueryClient();
  const options = listingQueryOptions(relaySource([relayUrl]), id, seller, { client });
  const steps: ListingLookup[] = [];
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const data = event.query.state.data as ListingLookup | undefined;
    if (event.type === 'updated' && data !== undefined && steps.at(-1) !== data) steps.push(data);
  });
  try {
    const result = await client.fetchQuery(options);
    return { steps, result };
  } finally {
    unsubscribe();
    client.clear();
  }
}

describe('listingQueryOptions', () => {
  it('shows a listing the link names the seller of as soon as it arrives, then confirms it after the deletion check', async () => {
    const relay = await startTestRelay();
    try {
      const seller = testKeys();
      const listing = signedListing(seller, { d: 'car', title: 'Early car', createdAt: nowSeconds() - 10 });
      await publishEvents(relay.url, [listing]);

      const { steps, result } = await lookupSteps(relay.url, 'car', seller.pubkey);

      expect(steps[0]?.status).toBe('found');
      expect(steps[0]?.status === 'found' && steps[0].relays).toBeUndefined();
      expect(result.status === 'found' && result.listing.title).toBe('Early car');
      // The confirmed lookup says where it was seen (the share link's relay hints).
      expect(result.status === 'found' && result.relays).toEqual([relay.url]);
    } finally {
      await relay.close();
    }
  });

  it('ends on missing for a listing its author deleted on a relay that keeps serving it', async () => {
    const relay = await startTestRelay({ applyDeletions: false });
    try {
      const seller = testKeys();
      const now = nowSeconds();
      const listing = signedListing(seller, { d: 'gone', title: 'Deleted car', createdAt: now - 20 });
      const deletion = signEvent(seller, { kind: KIND.deletion, created_at: now - 5, tags: [['a', `${KIND.listing}:${seller.pubkey}:gone`]], content: '' });
      await publishEvents(relay.url, [listing, deletion]);

      const { result } = await lookupSteps(relay.url, 'gone', seller.pubkey);

      expect(result).toEqual({ status: 'missing' });
    } finally {
      await relay.close();
    }
  });

  it('waits for every answer when the link names no seller (several sellers may use the id)', async () => {
    const relay = await startTestRelay();
    try {
      const [one, two] = [testKeys(), testKeys()];
      await publishEvents(relay.url, [signedListing(one, { d: 'shared', title: 'One' }), signedListing(two, { d: 'shared', title: 'Two' })]);

      const { steps, result } = await lookupSteps(relay.url, 'shared', undefined);

      expect(steps.map((step) => step.status)).toEqual(['choose']);
      expect(result.status).toBe('choose');
    } finally {
      await relay.close();
    }
  });
});
