import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';

import type { NostrEvent } from './event';
import { RELAY_DATA_LIMITS } from './event-limits';
import { EventStore } from './event-store';
import { fakeEvent } from '@testing/events';

const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);
const NOW = 1_700_000_000;
const id = (digit: string) => digit.repeat(64);

const newStore = (maxEvents?: number) => new EventStore({ now: () => NOW, maxEvents });

function listing(pubkey: string, d: string, createdAt: number, eventId?: string): NostrEvent {
  return fakeEvent({ kind: KIND.listing, pubkey, created_at: createdAt, tags: [['d', d]], ...(eventId ? { id: eventId } : {}) });
}

function deletion(pubkey: string, createdAt: number, tags: string[][]): NostrEvent {
  return fakeEvent({ kind: KIND.deletion, pubkey, created_at: createdAt, tags });
}

const comment = (pubkey: string, createdAt = 100) => fakeEvent({ kind: KIND.comment, pubkey, created_at: createdAt });

describe('NIP-09 deletion requests', () => {
  it('delete by `e` a regular event held before the request', () => {
    const store = newStore();
    const note = comment(alice);
    expect(store.add(note)).toBe('added');
    expect(store.add(deletion(alice, 200, [['e', note.id]]))).toBe('added');
    expect(store.get(note.id)).toBeUndefined();
    expect(store.current([note], (event) => event)).toEqual([]);
  });

  it('refuse a target that arrives after its deletion request', () => {
    const store = newStore();
    const note = comment(alice);
    store.add(deletion(alice, 200, [['e', note.id]]));
    expect(store.add(note)).toBe('deleted');
    expect(store.query([{ kinds: [KIND.comment] }])).toEqual([]);
  });

  it('change nothing when someone else asks, by `e` or by `a`', () => {
    const store = newStore();
    const note = comment(alice);
    const car = listing(alice, 'car', 100);
    store.addMany([note, car]);
    store.addMany([deletion(bob, 200, [['e', note.id], ['e', car.id]]), deletion(bob, 200, [['a', `${KIND.listing}:${alice}:car`]])]);
    expect(store.get(note.id)).toBe(note);
    expect(store.getReplaceable(KIND.listing, alice, 'car')).toBe(car);
    expect(store.isDeleted(car)).toBe(false);
  });

  it('by `a` remove versions created at or before the request; a newer version stands', () => {
    const store = newStore();
    const v1 = listing(alice, 'car', 100);
    store.add(v1);
    store.add(deletion(alice, 150, [['a', `${KIND.listing}:${alice}:car`]]));
    expect(store.getReplaceable(KIND.listing, alice, 'car')).toBeUndefined();
    expect(store.add(listing(alice, 'car', 150))).toBe('deleted');
    const v2 = listing(alice, 'car', 151);
    expect(store.add(v2)).toBe('added');
    expect(store.getReplaceable(KIND.listing, alice, 'car')).toBe(v2);
    expect(store.current([v1, v2], (event) => event)).toEqual([v2]);
  });

  it('apply to replaceable kinds by `a` = `kind:pubkey:` and to an addressable event with an empty d', () => {
    const store = newStore();
    const profile = fakeEvent({ kind: KIND.profile, pubkey: alice, created_at: 100 });
    const emptyD = fakeEvent({ kind: KIND.appData, pubkey: alice, created_at: 100, tags: [['d', '']] });
    store.addMany([profile, emptyD]);
    store.add(deletion(alice, 100, [['a', `0:${alice}:`], ['a', `${KIND.appData}:${alice}:`]]));
    expect(store.getReplaceable(KIND.profile, alice)).toBeUndefined();
    expect(store.getReplaceable(KIND.appData, alice, '')).toBeUndefined();
    expect(store.isAddressDeleted(`0:${alice}:`, 100)).toBe(true);
    expect(store.isAddressDeleted(`0:${alice}:`, 101)).toBe(false);
  });

  it('delete a replaceable version by `e` only: an older one of the same author is unaffected', () => {
    const store = newStore();
    const older = fakeEvent({ kind: KIND.profile, pubkey: alice, created_at: 100 });
    const newer = fakeEvent({ kind: KIND.profile, pubkey: alice, created_at: 200 });
    store.add(newer);
    store.add(deletion(alice, 300, [['e', newer.id]]));
    expect(store.getReplaceable(KIND.profile, alice)).toBeUndefined();
    expect(store.add(older)).toBe('added');
    expect(store.getReplaceable(KIND.profile, alice)).toBe(older);
  });

  it('never delete a deletion request', () => {
    const store = newStore();
    const first = deletion(alice, 100, [['e', id('1')]]);
    store.add(first);
    expect(store.add(deletion(alice, 200, [['e', first.id]]))).toBe('added');
    expect(store.get(first.id)).toBe(first);
  });
});

describe('versions (NIP-01)', () => {
  it.each([KIND.profile, 3, KIND.relayList])('keep only the newest of replaceable kind %d', (kind) => {
    const store = newStore();
    const old = fakeEvent({ kind, pubkey: alice, created_at: 100 });
    const current = fakeEvent({ kind, pubkey: alice, created_at: 200 });
    expect(store.add(current)).toBe('added');
    expect(store.add(old)).toBe('older');
    expect(store.getReplaceable(kind, alice)).toBe(current);
    expect(store.query([{ kinds: [kind] }])).toEqual([current]);
  });

  it('replace an older version held by a newer one', () => {
    const store = newStore();
    const old = listing(alice, 'car', 100);
    const current = listing(alice, 'car', 200);
    store.add(old);
    store.add(current);
    expect(store.get(old.id)).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('break a created_at tie by the lowest id, whatever the order of arrival', () => {
    const low = listing(alice, 'car', 100, id('1'));
    const high = listing(alice, 'car', 100, id('9'));
    const first = newStore();
    first.addMany([high, low]);
    const second = newStore();
    second.addMany([low, high]);
    expect(first.getReplaceable(KIND.listing, alice, 'car')).toBe(low);
    expect(second.getReplaceable(KIND.listing, alice, 'car')).toBe(low);
  });

  it('keep one version per author and d', () => {
    const store = newStore();
    const mine = listing(alice, 'car', 100);
    const theirs = listing(bob, 'car', 100);
    const other = listing(alice, 'van', 100);
    store.addMany([mine, theirs, other]);
    expect(store.size).toBe(3);
  });
});

describe('limits', () => {
  it('refuse events dated beyond the relay data limit', () => {
    const store = newStore();
    expect(store.add(comment(alice, NOW + RELAY_DATA_LIMITS.futureSeconds + 1))).toBe('future');
    expect(store.add(comment(alice, NOW + RELAY_DATA_LIMITS.futureSeconds))).toBe('added');
  });

  it('evict the least recently used events no reader holds; held events and deletion markers stay', () => {
    const store = newStore(3);
    const [a, b, c, d] = [comment(alice, 1), comment(alice, 2), comment(alice, 3), comment(alice, 4)];
    const deleted = comment(bob, 5);
    store.add(deletion(bob, 10, [['e', deleted.id]]));
    const release = store.hold([a!.id]);
    store.addMany([a!, b!, c!]);
    store.get(b!.id);
    store.add(d!);
    expect(store.size).toBe(3);
    expect(store.get(a!.id)).toBe(a);
    expect(store.get(b!.id)).toBe(b);
    expect(store.get(c!.id)).toBeUndefined();
    expect(store.add(deleted)).toBe('deleted');
    release();
    store.addMany([comment(alice, 6), comment(alice, 7), comment(alice, 8)]);
    expect(store.get(a!.id)).toBeUndefined();
  });
});

describe('mutes', () => {
  it('hide events from every read without deleting them; clearing the rule shows them again', () => {
    const store = newStore();
    const noisy = comment(bob);
    const quiet = comment(alice);
    store.addMany([noisy, quiet]);
    store.setMuteRule((event) => event.pubkey === bob);
    expect(store.query([{ kinds: [KIND.comment] }])).toEqual([quiet]);
    expect(store.get(noisy.id)).toBeUndefined();
    expect(store.current([noisy, quiet], (event) => event)).toEqual([quiet]);
    store.setMuteRule(undefined);
    expect(store.current([noisy, quiet], (event) => event)).toEqual([noisy, quiet]);
    expect(store.get(noisy.id)).toBe(noisy);
  });
});

describe('query (NIP-01 filters)', () => {
  const store = newStore();
  const a1 = fakeEvent({ kind: 1, pubkey: alice, created_at: 100, tags: [['t', 'cars']] });
  const a2 = fakeEvent({ kind: 1, pubkey: alice, created_at: 200, tags: [['t', 'boats']] });
  const b1 = fakeEvent({ kind: KIND.comment, pubkey: bob, created_at: 150, tags: [['A', `${KIND.listing}:${alice}:car`]] });
  store.addMany([a1, a2, b1]);

  it('matches ids, authors, kinds, #tags, since and until (inclusive), newest first', () => {
    expect(store.query([{ authors: [alice] }])).toEqual([a2, a1]);
    expect(store.query([{ ids: [b1.id] }])).toEqual([b1]);
    expect(store.query([{ kinds: [1], '#t': ['cars'] }])).toEqual([a1]);
    expect(store.query([{ '#A': [`${KIND.listing}:${alice}:car`] }])).toEqual([b1]);
    expect(store.query([{ since: 150, until: 200 }])).toEqual([a2, b1]);
  });

  it('applies each filter’s limit to it and merges the filters', () => {
    expect(store.query([{ kinds: [1], limit: 1 }, { kinds: [KIND.comment] }])).toEqual([a2, b1]);
  });
});

describe('readers', () => {
  it('current keeps the reader’s order and one item per version', () => {
    const store = newStore();
    const old = listing(alice, 'car', 100);
    const current = listing(alice, 'car', 200);
    const other = comment(bob);
    const items = [{ label: 'other', event: other }, { label: 'old', event: old }, { label: 'new', event: current }];
    expect(store.current(items, (item) => item.event).map((item) => item.label)).toEqual(['other', 'new']);
  });

  it('subscribe fires on a change only', () => {
    const store = newStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const note = comment(alice);
    store.add(note);
    expect(listener).toHaveBeenCalledTimes(1);
    const version = store.version;
    store.add(note);
    store.add(fakeEvent({ ...note, id: id('f'), kind: KIND.profile, created_at: 1 }));
    store.add(fakeEvent({ ...note, id: id('e'), kind: KIND.profile, created_at: 0 }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.version).toBe(version + 1);
    unsubscribe();
    store.add(comment(alice));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
