import { matchFilter, sortEvents, type Filter, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { queryEvents, type EventSource } from './query-events';
import { RELAY_LIMITS } from './relay-limits';
import type { SearchCondition } from './search-query';

/** Unsigned look-alikes are enough here: this tests paging and post-filtering, not validation. */
function fakeEvent(index: number, created_at: number, tags: string[][]): NostrEvent {
  const hex = index.toString(16).padStart(64, '0');
  return { id: hex, pubkey: 'f'.repeat(64), created_at, kind: 1, tags, content: `event ${index}`, sig: '0'.repeat(128) };
}

/** An in-memory stand-in for the repository that enforces the library's constraints. */
class FakeSource implements EventSource {
  readonly maxBatch = 200;
  readonly requests: Filter[] = [];
  private readonly events: NostrEvent[];

  constructor(events: NostrEvent[]) {
    this.events = events;
  }

  async findInLibrary(filter: Filter & { limit: number }): Promise<NostrEvent[]> {
    this.requests.push(filter);
    expect(Object.keys(filter).filter((key) => key.startsWith('#')).length).toBeLessThanOrEqual(2);
    expect(filter.search).toBeUndefined();
    expect(filter.limit).toBeLessThanOrEqual(this.maxBatch);
    return sortEvents(this.events.filter((event) => matchFilter(filter, event))).slice(0, filter.limit);
  }

  searchPage(_condition: SearchCondition, filter: Filter, page: { limit: number; offset: number }): NostrEvent[] {
    this.requests.push(filter);
    return sortEvents([...this.events]).slice(page.offset, page.offset + page.limit);
  }
}

describe('queryEvents', () => {
  it('hands the library at most two tag keys and checks the rest itself', async () => {
    const match = fakeEvent(1, 10, [['a', '1'], ['b', '1'], ['c', '1']]);
    const miss = fakeEvent(2, 20, [['a', '1'], ['b', '1'], ['c', '2']]);
    const source = new FakeSource([match, miss]);
    expect(await queryEvents({ '#a': ['1'], '#b': ['1'], '#c': ['1'] }, source)).toEqual([match]);
  });

  it('finds matches hidden behind a tie group larger than one page', async () => {
    const ties = Array.from({ length: 150 }, (_, index) => fakeEvent(index + 10, 500, [['a', '1'], ['b', '1']]));
    // The highest id sorts last within its second, behind every tie.
    const wanted = fakeEvent(999, 500, [['a', '1'], ['b', '1'], ['c', 'yes']]);
    const older = fakeEvent(2, 400, [['a', '1'], ['b', '1'], ['c', 'yes']]);
    const source = new FakeSource([...ties, wanted, older]);
    const found = await queryEvents({ '#a': ['1'], '#b': ['1'], '#c': ['yes'], limit: 5 }, source);
    expect(found.map((event) => event.id)).toEqual([wanted.id, older.id]);
  });

  it('steps past a single second holding more events than the largest page instead of looping', async () => {
    const ties = Array.from({ length: 450 }, (_, index) => fakeEvent(index + 10, 500, [['a', '1'], ['b', '1']]));
    const older = fakeEvent(2, 400, [['a', '1'], ['b', '1'], ['c', 'yes']]);
    const source = new FakeSource([...ties, older]);
    const found = await queryEvents({ '#a': ['1'], '#b': ['1'], '#c': ['yes'], limit: 5 }, source);
    expect(found).toEqual([older]);
  });

  it('returns at most the limit, newest first, and nothing for limit 0', async () => {
    const events = Array.from({ length: 30 }, (_, index) => fakeEvent(index + 1, 1000 + index, []));
    const source = new FakeSource(events);
    const found = await queryEvents({ limit: 4 }, source);
    expect(found.map((event) => event.created_at)).toEqual([1029, 1028, 1027, 1026]);
    const requestsBefore = source.requests.length;
    expect(await queryEvents({ limit: 0 }, source)).toEqual([]);
    expect(source.requests).toHaveLength(requestsBefore);
  });

  it('caps a huge limit at max_limit and applies the default limit when none is given', async () => {
    const events = Array.from({ length: RELAY_LIMITS.maxLimit + 50 }, (_, index) => fakeEvent(index + 1, index, []));
    const source = new FakeSource(events);
    expect(await queryEvents({ limit: 1_000_000 }, source)).toHaveLength(RELAY_LIMITS.maxLimit);
    expect(await queryEvents({}, source)).toHaveLength(RELAY_LIMITS.defaultLimit);
  });

  it('re-checks search results against the rest of the filter', async () => {
    const source = new FakeSource([fakeEvent(1, 10, [['t', 'car']]), fakeEvent(2, 20, [['t', 'boat']])]);
    const found = await queryEvents({ search: 'event', '#t': ['car'] }, source);
    expect(found.map((event) => event.content)).toEqual(['event 1']);
  });
});
