import { describe, expect, it } from 'vitest';

import type { RelayOutcome } from './relay-outcome';
import { advanceCursor, searchPhase, startCursor, stoppedRelays, totalRead, type RelaySearchCursor } from './search-paging';

const A = 'wss://a.example';
const B = 'wss://b.example';

function page(received: number, oldest: number | undefined, relay = A): RelayOutcome {
  return { relay, status: 'answered', received, oldest };
}

const limits = { bound: 2_000, screenful: 24 };

describe('advanceCursor', () => {
  it('moves until to the oldest second of a full page, and ends the relay on a short page', () => {
    let cursor = advanceCursor(startCursor(A), page(100, 900));
    expect(cursor).toEqual({ relay: A, status: 'more', until: 900, read: 100 });
    cursor = advanceCursor(cursor, page(100, 800));
    expect(cursor).toEqual({ relay: A, status: 'more', until: 800, read: 200 });
    cursor = advanceCursor(cursor, page(40, 700));
    expect(cursor).toEqual({ relay: A, status: 'done', read: 240 });
    // Done stays done.
    expect(advanceCursor(cursor, page(100, 600))).toBe(cursor);
  });

  it('steps past a boundary second that filled a whole page', () => {
    expect(advanceCursor({ relay: A, status: 'more', until: 800, read: 100 }, page(100, 800))).toEqual({ relay: A, status: 'more', until: 799, read: 200 });
  });

  it('stops a relay that returns the same page again (it ignores until)', () => {
    let cursor = advanceCursor(startCursor(A), page(100, 900));
    cursor = advanceCursor(cursor, page(100, 900));
    expect(cursor).toMatchObject({ status: 'more', until: 899 });
    cursor = advanceCursor(cursor, page(100, 900));
    expect(cursor).toEqual({ relay: A, status: 'stopped', reason: 'returned the same page again', read: 300 });
  });

  it('stops a relay that never ends its page, or asks to log in', () => {
    const cursor = advanceCursor(startCursor(A), page(100, 900));
    expect(advanceCursor(cursor, { relay: A, status: 'failed', reason: 'Timed out' })).toEqual({ relay: A, status: 'stopped', reason: 'stopped answering', read: 100 });
    expect(advanceCursor(cursor, { relay: A, status: 'needs-login', reason: 'auth-required: x' })).toMatchObject({ status: 'stopped', reason: 'asks to log in' });
  });
});

function more(read: number, relay = A): RelaySearchCursor {
  return { relay, status: 'more', until: 1, read };
}

describe('searchPhase', () => {
  it('searches until the read bound, then pauses', () => {
    expect(searchPhase([more(1_000), more(900, B)], 0, limits)).toBe('searching');
    expect(searchPhase([more(1_000), more(1_000, B)], 0, limits)).toBe('paused');
    // 'Search older listings' raises the bound.
    expect(searchPhase([more(1_000), more(1_000, B)], 0, { ...limits, bound: 4_000 })).toBe('searching');
  });

  it('pauses at a screenful of matches', () => {
    expect(searchPhase([more(100)], 23, limits)).toBe('searching');
    expect(searchPhase([more(100)], 24, limits)).toBe('paused');
  });

  it('is exhausted once no relay has more, however few matches', () => {
    const cursors: RelaySearchCursor[] = [
      { relay: A, status: 'done', read: 4_000 },
      { relay: B, status: 'stopped', reason: 'stopped answering', read: 210 },
    ];
    expect(searchPhase(cursors, 0, limits)).toBe('exhausted');
    expect(totalRead(cursors)).toBe(4_210);
    expect(stoppedRelays(cursors)).toEqual([{ relay: B, reason: 'stopped answering' }]);
  });
});
