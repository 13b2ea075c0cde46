import { describe, expect, it } from 'vitest';

import { testListing } from '@testing/listings';
import type { NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';
import { DEFAULT_FILTERS } from '@/nostr/listing-match';
import type { RelayOutcome } from '@/nostr/relay-outcome';

import { NetworkSearch, type NetworkSearchSnapshot, type SearchPageRead } from './network-search';
import { selectBrowseResults } from './useListings';

const A = 'wss://a.example';
const B = 'wss://b.example';

/** A full page of 100 (or `count`) listings, the oldest at `oldest`. */
function page(relay: string, oldest: number, count = 100): SearchPageRead {
  const listings: CarListing[] = Array.from({ length: Math.min(count, 3) }, (_, index) => testListing({ createdAt: oldest + index, title: `Filler ${relay} ${oldest + index}` }));
  const outcome: RelayOutcome = { relay, status: 'answered', received: count, oldest };
  return { listings, outcome };
}

interface Script {
  /** The page a relay answers for a filter (by its `until`). */
  [relay: string]: (filter: NostrFilter) => SearchPageRead | 'never';
}

/** Runs a search over scripted relays until it pauses or ends; records what each relay was asked and how many asks overlapped. */
function run(script: Script, options: { nip50?: readonly string[]; query?: string; cancelDuringFirstRead?: boolean } = {}) {
  const asked: { relay: string; filter: NostrFilter }[] = [];
  const open = new Map<string, number>();
  let mostOpen = 0;
  const controller = new AbortController();
  const snapshots: NetworkSearchSnapshot[] = [];
  const settled = new Promise<NetworkSearchSnapshot>((resolve) => {
    const search = new NetworkSearch({
      relays: Object.keys(script),
      terms: { query: options.query ?? 'fulvia', make: undefined, bodyType: undefined },
      signal: controller.signal,
      supportsSearch: async (relay) => options.nip50?.includes(relay) === true,
      readPage: async (relay, filter, signal) => {
        asked.push({ relay, filter });
        // A new search starts while this page is being read.
        if (options.cancelDuringFirstRead === true) controller.abort();
        open.set(relay, (open.get(relay) ?? 0) + 1);
        mostOpen = Math.max(mostOpen, open.get(relay)!);
        try {
          const answer = script[relay]!(filter);
          if (answer === 'never') {
            // A relay that never ends its page: the read's timeout makes it a failed outcome.
            return { listings: [], outcome: { relay, status: 'failed', reason: 'Timed out' } };
          }
          await Promise.resolve();
          if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
          return answer;
        } finally {
          open.set(relay, open.get(relay)! - 1);
        }
      },
      onChange: (snapshot) => {
        snapshots.push(snapshot);
        // As the grid does on every change: it matches and tells the count (here never a screenful).
        search.setMatches(0);
        if (snapshot.phase !== 'searching') resolve(snapshot);
      },
    });
    search.start();
    search.start();
  });
  return { settled, asked, mostOpen: () => mostOpen, controller, snapshots };
}

/** A relay of `pages` full pages then a short one, paged honestly by `until`. */
function honest(relay: string, pages: number) {
  return (filter: NostrFilter) => {
    const until = filter.until ?? 10_000;
    const index = Math.round((10_000 - until) / 100);
    return index < pages ? page(relay, until - 100) : page(relay, until - 50, 40);
  };
}

describe('NetworkSearch (scripted relays)', () => {
  it('stops a relay that never ends its page, and the others go on to their end', async () => {
    const { settled, asked } = run({ [A]: () => 'never', [B]: honest(B, 3) });
    const snapshot = await settled;
    expect(snapshot.phase).toBe('exhausted');
    expect(snapshot.cursors).toEqual([
      { relay: A, status: 'stopped', reason: 'stopped answering', read: 0 },
      { relay: B, status: 'done', read: 340 },
    ]);
    expect(asked.filter(({ relay }) => relay === A)).toHaveLength(1);
  });

  it('stops a relay that returns the same page again', async () => {
    const { settled } = run({ [A]: () => page(A, 9_000), [B]: honest(B, 1) });
    const snapshot = await settled;
    expect(snapshot.cursors[0]).toEqual({ relay: A, status: 'stopped', reason: 'returned the same page again', read: 300 });
    expect(snapshot.cursors[1]).toMatchObject({ status: 'done' });
  });

  it('keeps at most one request per relay open, and pauses at the read bound', async () => {
    const { settled, mostOpen } = run({ [A]: honest(A, 100), [B]: honest(B, 100) });
    const snapshot = await settled;
    expect(mostOpen()).toBe(1);
    expect(snapshot.phase).toBe('paused');
    expect(snapshot.cursors.reduce((sum, cursor) => sum + cursor.read, 0)).toBe(2_000);
  });

  it('sends search only to the NIP-50 relay; what it answers is still matched locally', async () => {
    // A's answer to `search: 'Fulvia'` is two unrelated fillers.
    const { settled, asked } = run({ [A]: () => page(A, 9_000, 2), [B]: honest(B, 0) }, { nip50: [A], query: 'Fulvia' });
    const snapshot = await settled;
    expect(asked.find(({ relay }) => relay === A)?.filter.search).toBe('Fulvia');
    expect(asked.some(({ relay, filter }) => relay === B && 'search' in filter)).toBe(false);
    expect(snapshot.listings.length).toBeGreaterThan(0);
    expect(selectBrowseResults(snapshot.listings, { query: 'Fulvia', filters: DEFAULT_FILTERS, sort: 'newest' })).toEqual([]);
  });

  it('asks nothing before start(), however often the match count changes (the typing pause)', async () => {
    let asked = 0;
    const search = new NetworkSearch({
      relays: [A],
      terms: { query: 'fulvia', make: undefined, bodyType: undefined },
      signal: new AbortController().signal,
      supportsSearch: async () => false,
      readPage: async (relay) => {
        asked += 1;
        return page(relay, 9_000, 10);
      },
      onChange: () => undefined,
    });
    search.setMatches(0);
    search.setMatches(3);
    // A macrotask runs after every microtask the search could take.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(0);
    search.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(1);
  });

  it('reports nothing once cancelled, and asks nothing more', async () => {
    const { asked, snapshots } = run({ [A]: honest(A, 100) }, { cancelDuringFirstRead: true });
    // A macrotask runs after every microtask the search could still take (no timer is involved anywhere).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(1);
    expect(snapshots).toHaveLength(0);
  });
});
