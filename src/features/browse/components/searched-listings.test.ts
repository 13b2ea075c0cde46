import { describe, expect, it } from 'vitest';

import { searchedListings } from './searched-listings';

const more = () => undefined;

describe('searchedListings', () => {
  it('says "all" only when every relay ran out, and names a relay that stopped by its host', () => {
    const done = { relay: 'wss://a.example', status: 'done', read: 300 } as const;
    expect(searchedListings({ phase: 'exhausted', cursors: [done], more }, 300, 1)).toEqual({ listings: 300, relays: 1, all: true, searching: false, stopped: [] });
    const stopped = { relay: 'wss://slow.example:7777/', status: 'stopped', reason: 'stopped answering', read: 100 } as const;
    expect(searchedListings({ phase: 'exhausted', cursors: [done, stopped], more }, 400, 2)).toEqual({
      listings: 400,
      relays: 2,
      all: false,
      searching: false,
      stopped: ['slow.example:7777 stopped answering'],
    });
  });
});
