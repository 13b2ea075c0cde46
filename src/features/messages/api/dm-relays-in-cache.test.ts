import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { cachedDmRelaysOf } from './dm-relays-in-cache';
import { dmRelaysQueryKey } from './dm-relays-query';

const me = 'a'.repeat(64);
const someoneElse = 'b'.repeat(64);

describe('cachedDmRelaysOf', () => {
  it("gathers the relays of every cached lookup of the account's list, and only that account's", () => {
    const client = new QueryClient();
    client.setQueryData([...dmRelaysQueryKey(me), 'wss://read-a.example'], { event: null, relays: ['wss://dm-1.example'] });
    client.setQueryData([...dmRelaysQueryKey(me), 'wss://read-b.example'], { event: null, relays: ['wss://dm-1.example', 'wss://dm-2.example'] });
    client.setQueryData([...dmRelaysQueryKey(someoneElse), 'wss://read-a.example'], { event: null, relays: ['wss://theirs.example'] });
    expect(cachedDmRelaysOf(client, me).toSorted()).toEqual(['wss://dm-1.example', 'wss://dm-2.example']);
  });

  it('is empty while nothing is cached or the cached data is not a list', () => {
    const client = new QueryClient();
    expect(cachedDmRelaysOf(client, me)).toEqual([]);
    client.setQueryData([...dmRelaysQueryKey(me), 'x'], { relays: 'wss://not-a-list.example' });
    expect(cachedDmRelaysOf(client, me)).toEqual([]);
  });
});
