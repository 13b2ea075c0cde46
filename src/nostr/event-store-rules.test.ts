import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-keys';
import { KIND } from '@/config/constants';

import { addressDeletionFilters, addressOf, deletionFiltersFor, deletionTargets, isAddressableKind, isNewerVersion, isReplaceableKind, latestVersions, versionKey } from './event-store-rules';
import type { NostrEvent } from './event';
import { fakeEvent, signedEvent } from '@testing/events';

const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);
const id = (digit: string) => digit.repeat(64);

function listing(pubkey: string, d: string, createdAt: number, eventId: string): NostrEvent {
  return fakeEvent({ id: eventId, pubkey, kind: 30402, created_at: createdAt, tags: [['d', d]] });
}

describe('kind classes', () => {
  it.each([
    [0, true, false],
    [3, true, false],
    [1, false, false],
    [1111, false, false],
    [10_002, true, false],
    [19_999, true, false],
    [20_000, false, false],
    [30_000, false, true],
    [30_402, false, true],
    [39_999, false, true],
    [40_000, false, false],
  ])('kind %d: replaceable %s, addressable %s', (kind, replaceable, addressable) => {
    expect(isReplaceableKind(kind)).toBe(replaceable);
    expect(isAddressableKind(kind)).toBe(addressable);
  });
});

describe('versionKey', () => {
  it.each<[string, Partial<NostrEvent>, string]>([
    ['addressable', { kind: 30402, pubkey: alice, tags: [['d', 'car-1']] }, `30402:${alice}:car-1`],
    ['addressable without d', { kind: 30402, pubkey: alice, tags: [] }, `30402:${alice}:`],
    ['addressable with hostile d', { kind: 30402, pubkey: alice, tags: [['d', 5 as unknown as string]] }, `30402:${alice}:`],
    ['replaceable', { kind: 0, pubkey: alice }, `0:${alice}:`],
    ['regular', { kind: 1111, id: id('c') }, id('c')],
  ])('%s', (_name, partial, expected) => {
    expect(versionKey(fakeEvent(partial))).toBe(expected);
  });
});

describe('isNewerVersion', () => {
  it.each([
    [{ created_at: 2, id: id('f') }, { created_at: 1, id: id('0') }, true],
    [{ created_at: 1, id: id('0') }, { created_at: 2, id: id('f') }, false],
    [{ created_at: 1, id: id('1') }, { created_at: 1, id: id('2') }, true],
    [{ created_at: 1, id: id('2') }, { created_at: 1, id: id('1') }, false],
    [{ created_at: 1, id: id('1') }, { created_at: 1, id: id('1') }, false],
  ])('%j newer than %j → %s', (a, b, expected) => {
    expect(isNewerVersion(fakeEvent(a), fakeEvent(b))).toBe(expected);
  });
});

describe('latestVersions of bare events', () => {
  it('keeps the newest per kind:pubkey:d, first-seen order', () => {
    const oldA = listing(alice, 'car-1', 100, id('1'));
    const newA = listing(alice, 'car-1', 200, id('2'));
    const otherD = listing(alice, 'car-2', 50, id('3'));
    const sameDOtherAuthor = listing(bob, 'car-1', 10, id('4'));
    expect(latestVersions([oldA, otherD, newA, sameDOtherAuthor], (event) => event)).toEqual([newA, otherD, sameDOtherAuthor]);
  });

  it('breaks a created_at tie by the lowest id, whatever the arrival order', () => {
    const low = listing(alice, 'car-1', 100, id('1'));
    const high = listing(alice, 'car-1', 100, id('9'));
    expect(latestVersions([high, low], (event) => event)).toEqual([low]);
    expect(latestVersions([low, high], (event) => event)).toEqual([low]);
  });

  it('collapses exact duplicates of regular events and keeps distinct ones', () => {
    const a = fakeEvent({ kind: 1111, id: id('a') });
    const b = fakeEvent({ kind: 1111, id: id('b') });
    expect(latestVersions([a, a, b, a], (event) => event)).toEqual([a, b]);
  });

  it('works for replaceable kinds (kind:pubkey:)', () => {
    const key = newKeys();
    const old = signedEvent(key, { kind: 0, created_at: 100, content: '{"name":"old"}' });
    const current = signedEvent(key, { kind: 0, created_at: 200, content: '{"name":"new"}' });
    const other = signedEvent(newKeys(), { kind: 0, created_at: 50 });
    expect(latestVersions([current, other, old], (event) => event)).toEqual([current, other]);
  });

  it('returns an empty list for no events', () => {
    expect(latestVersions([], (event) => event)).toEqual([]);
  });
});

describe('latestVersions', () => {
  it('dedupes wrapped items by their event', () => {
    const items = [
      { label: 'old', event: listing(alice, 'car-1', 1, id('1')) },
      { label: 'new', event: listing(alice, 'car-1', 2, id('2')) },
    ];
    expect(latestVersions(items, (item) => item.event).map((item) => item.label)).toEqual(['new']);
  });
});

describe('deletionFiltersFor', () => {
  const car = listing(alice, 'x', 10, id('1'));
  const other = listing(bob, 'y', 20, id('2'));

  it('asks for kind 5 by address and by id, from the events’ authors only', () => {
    expect(deletionFiltersFor([car, other])).toEqual([
      { kinds: [KIND.deletion], authors: [alice, bob], '#a': [`30402:${alice}:x`, `30402:${bob}:y`] },
      { kinds: [KIND.deletion], authors: [alice, bob], '#e': [car.id, other.id] },
    ]);
  });

  it('asks by id only for regular events, and by `kind:pubkey:` for replaceable ones', () => {
    const comment = fakeEvent({ kind: KIND.comment, pubkey: alice });
    expect(deletionFiltersFor([comment])).toEqual([{ kinds: [KIND.deletion], authors: [alice], '#e': [comment.id] }]);
    const profile = fakeEvent({ kind: 0, pubkey: bob });
    expect(deletionFiltersFor([profile])[0]).toEqual({ kinds: [KIND.deletion], authors: [bob], '#a': [`0:${bob}:`] });
  });

  it('asks nothing for no events', () => {
    expect(deletionFiltersFor([])).toEqual([]);
  });

  it('asks for addresses no relay had by their authors', () => {
    expect(addressDeletionFilters([`30402:${alice}:x`, `30402:${alice}:y`])).toEqual([
      { kinds: [KIND.deletion], authors: [alice], '#a': [`30402:${alice}:x`, `30402:${alice}:y`] },
    ]);
    expect(addressDeletionFilters([])).toEqual([]);
  });
});

describe('deletionTargets', () => {
  it('reads ids and the author’s own addresses; another author’s address and malformed tags are dropped', () => {
    const request = fakeEvent({
      kind: KIND.deletion,
      pubkey: alice,
      tags: [['e', id('1')], ['a', `30402:${alice}:car`], ['a', `30402:${bob}:car`], ['a', 'nonsense'], ['a', `0:${alice}`], ['e']],
    });
    expect(deletionTargets(request)).toEqual({ ids: [id('1')], addresses: [`30402:${alice}:car`, `0:${alice}:`] });
  });

  it('reads nothing from an event that is not a deletion request', () => {
    expect(deletionTargets(fakeEvent({ kind: 1, pubkey: alice, tags: [['e', id('1')]] }))).toEqual({ ids: [], addresses: [] });
  });

  it('names the address of replaceable and addressable events only', () => {
    expect(addressOf(fakeEvent({ kind: 10_002, pubkey: alice }))).toBe(`10002:${alice}:`);
    expect(addressOf(fakeEvent({ kind: 30_402, pubkey: alice, tags: [['d', '']] }))).toBe(`30402:${alice}:`);
    expect(addressOf(fakeEvent({ kind: 1111, pubkey: alice }))).toBeUndefined();
  });
});
