import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { type RelayHandle, startTestRelay } from '@testing/test-relay';
import { searchMarket } from '@testing/search-market';
import type { CarListing } from '@/nostr/listing';
import { searchMatcher } from '@/nostr/listing-search';

import { NetworkSearch, type NetworkSearchSnapshot } from './network-search';
import type { NetworkSearchTerms } from '@/nostr/network-search-query';

// Node has no global WebSocket; the relay reader uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

type Filter = Record<string, unknown>;

/**
 * Runs a search, matching like the grid (text only here), until `done` holds for a snapshot (by default: the
 * search paused or ended).
 */
function runSearch(
  relays: string[],
  terms: NetworkSearchTerms,
  options: { bound?: number; signal?: AbortSignal; done?: (snapshot: NetworkSearchSnapshot) => boolean } = {},
) {
  const matches = searchMatcher(terms.query);
  const done = options.done ?? ((snapshot: NetworkSearchSnapshot) => snapshot.phase !== 'searching');
  const search: { current?: NetworkSearch } = {};
  const settled = new Promise<NetworkSearchSnapshot>((resolve) => {
    const running = new NetworkSearch({
      relays,
      terms,
      bound: options.bound,
      signal: options.signal ?? new AbortController().signal,
      onChange: (snapshot) => {
        running.setMatches(snapshot.listings.filter(matches).length);
        const now = running.snapshot();
        if (done(now)) resolve(now);
      },
    });
    search.current = running;
    running.start();
  });
  return { settled, search: search.current! };
}

function toyota(filter: Filter): boolean {
  return Array.isArray(filter['#t']) && filter['#t'].includes('toyota');
}

const titles = (listings: readonly CarListing[]) => listings.map((listing) => listing.title);

describe('network search on embedded relays (150 newer listings in front)', () => {
  const plainRequests: Filter[] = [];
  const searchRequests: Filter[] = [];
  let plain: RelayHandle;
  let searching: RelayHandle;
  const market = searchMarket({
    newer: 150,
    newest: 1_760_000_000,
    token: 'netsearch',
    older: [
      { title: 'Nissan Leaf Tekna', make: 'Nissan', model: 'Leaf', fuelType: 'Electric' },
      { title: 'Alpine A110 Berlinette', make: 'Alpine', model: 'A110', bodyType: 'Coupe' },
    ],
  });

  beforeAll(async () => {
    plain = await startTestRelay({ search: false, onRequest: (filters) => plainRequests.push(...(filters as Filter[])) });
    searching = await startTestRelay({ onRequest: (filters) => searchRequests.push(...(filters as Filter[])) });
    // The NIP-50 relay needs only a few: it is asked for the text itself.
    await Promise.all([...market.events.map((event) => plain.publish(event)), ...market.events.slice(-20).map((event) => searching.publish(event))]);
  }, 60_000);
  afterAll(async () => {
    await plain.close();
    await searching.close();
  });

  it("asks for make 'Nissan' as #t and finds the Nissan 150 listings down in one page", async () => {
    const { settled } = runSearch([plain.url], { query: '', make: 'Nissan', bodyType: undefined });
    const snapshot = await settled;
    expect(titles(snapshot.listings)).toEqual(['Nissan Leaf Tekna']);
    expect(snapshot.phase).toBe('exhausted');
    expect(plainRequests).toContainEqual(expect.objectContaining({ '#t': expect.arrayContaining(['nissan', 'Nissan']) }));
  });

  it('pages a relay without NIP-50 back to an old text match, and never sends it search', async () => {
    const { settled } = runSearch([plain.url], { query: 'berlinette', make: undefined, bodyType: undefined });
    const snapshot = await settled;
    expect(snapshot.listings.filter(searchMatcher('berlinette')).map((listing) => listing.title)).toEqual(['Alpine A110 Berlinette']);
    // It read every page: the relay ran out after its 152 listings (the second page repeats the boundary second), under the bound.
    expect(snapshot.phase).toBe('exhausted');
    expect(snapshot.cursors[0]!.read).toBe(153);
    expect(plainRequests.some((filter) => 'search' in filter)).toBe(false);
    expect(plainRequests.filter((filter) => typeof filter.until === 'number')).toHaveLength(1);
  }, 60_000);

  it('sends the text as search to the relay that announces NIP-50, which answers at once, and only to it', async () => {
    const before = plainRequests.length;
    const controller = new AbortController();
    const { settled } = runSearch([searching.url, plain.url], { query: 'Berlinette', make: undefined, bodyType: undefined }, {
      signal: controller.signal,
      done: (snapshot) => snapshot.cursors[0]!.status === 'done',
    });
    const snapshot = await settled;
    controller.abort();
    // The NIP-50 relay's one short page holds the match and nothing else of its 20 listings.
    expect(snapshot.cursors[0]).toEqual({ relay: searching.url, status: 'done', read: 1 });
    expect(titles(snapshot.listings.filter(searchMatcher('Berlinette')))).toEqual(['Alpine A110 Berlinette']);
    expect(searchRequests).toContainEqual(expect.objectContaining({ search: 'Berlinette' }));
    expect(plainRequests.slice(before).some((filter) => 'search' in filter)).toBe(false);
  }, 60_000);

  it('pauses at the read bound and goes on with more()', async () => {
    const { settled, search } = runSearch([plain.url], { query: 'berlinette', make: undefined, bodyType: undefined }, { bound: 50 });
    const paused = await settled;
    expect(paused.phase).toBe('paused');
    expect(paused.cursors[0]!.read).toBe(100);
    expect(paused.listings.some(searchMatcher('berlinette'))).toBe(false);
    const ended = new Promise<void>((resolve) => {
      const poll = () => (search.phase() === 'exhausted' ? resolve() : setTimeout(poll, 20));
      poll();
    });
    search.more();
    await ended;
    expect(search.snapshot().listings.filter(searchMatcher('berlinette'))).toHaveLength(1);
  }, 60_000);

  it('a cancelled search asks nothing more', async () => {
    const controller = new AbortController();
    // Cancelled as its first page arrives (Toyota fills two).
    const cancel = () => {
      controller.abort();
      return true;
    };
    await runSearch([plain.url], { query: '', make: 'Toyota', bodyType: undefined }, { signal: controller.signal, done: cancel }).settled;
    // Another search runs to its end meanwhile.
    await runSearch([plain.url], { query: '', make: 'Nissan', bodyType: undefined }).settled;
    expect(plainRequests.filter(toyota)).toHaveLength(1);
  }, 60_000);
});
