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
  return fakeEvent({ id: eventId, pubkey, kind: KIND.listing, created_at: createdAt, tags: [['d', d]] });
}

describe('kind classes', () => {
  it.each([
    [0, true, false],
    [3, true, false],
    [1, false, false],
    [KIND.comment, false, false],
    [KIND.relayList, true, false],
    [19_999, true, false],
    [20_000, false, false],
    [30_000, false, true],
    [KIND.listing, false, true],
    [39_999, false, true],
    [40_000, false, false],
  ])('kind %d: replaceable %s, addressable %s', (kind, replaceable, addressable) => {
    expect(isReplaceableKind(kind)).toBe(replaceable);
    expect(isAddressableKind(kind)).toBe(addressable);
  });
});

describe('versionKey', () => {
  it.each<[string, Partial<NostrEvent>, string]>([
    ['addressable', { kind: KIND.listing, pubkey: alice, tags: [['d', 'car-1']] }, `${KIND.listing}:${alice}:car-1`],
    ['addressable without d', { kind: KIND.listing, pubkey: alice, tags: [] }, `${KIND.listing}:${alice}:`],
    ['addressable with hostile d', { kind: KIND.listing, pubkey: alice, tags: [['d', 5 as unknown as string]] }, `${KIND.listing}:${alice}:`],
    ['replaceable', { kind: KIND.profile, pubkey: alice }, `0:${alice}:`],
    ['regular', { kind: KIND.comment, id: id('c') }, id('c')],
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
    const a = fakeEvent({ kind: KIND.comment, id: id('a') });
    const b = fakeEvent({ kind: KIND.comment, id: id('b') });
    expect(latestVersions([a, a, b, a], (event) => event)).toEqual([a, b]);
  });

  it('works for replaceable kinds (kind:pubkey:)', () => {
    const key = newKeys();
    const old = signedEvent(key, { kind: KIND.profile, created_at: 100, content: '{"name":"old"}' });
    const current = signedEvent(key, { kind: KIND.profile, created_at: 200, content: '{"name":"new"}' });
    const other = signedEvent(newKeys(), { kind: KIND.profile, created_at: 50 });
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
      { kinds: [KIND.deletion], authors: [alice, bob], '#a': [`${KIND.listing}:${alice}:x`, `${KIND.listing}:${bob}:y`] },
      { kinds: [KIND.deletion], authors: [alice, bob], '#e': [car.id, other.id] },
    ]);
  });

  it('asks by id only for regular events, and by `kind:pubkey:` for replaceable ones', () => {
    const comment = fakeEvent({ kind: KIND.comment, pubkey: alice });
    expect(deletionFiltersFor([comment])).toEqual([{ kinds: [KIND.deletion], authors: [alice], '#e': [comment.id] }]);
    const profile = fakeEvent({ kind: KIND.profile, pubkey: bob });
    expect(deletionFiltersFor([profile])[0]).toEqual({ kinds: [KIND.deletion], authors: [bob], '#a': [`0:${bob}:`] });
  });

  it('asks nothing for no events', () => {
    expect(deletionFiltersFor([])).toEqual([]);
  });

  it('asks for addresses no relay had by their authors', () => {
    expect(addressDeletionFilters([`${KIND.listing}:${alice}:x`, `${KIND.listing}:${alice}:y`])).toEqual([
      { kinds: [KIND.deletion], authors: [alice], '#a': [`${KIND.listing}:${alice}:x`, `${KIND.listing}:${alice}:y`] },
    ]);
    expect(addressDeletionFilters([])).toEqual([]);
  });
});

describe('deletionTargets', () => {
  it('reads ids and the author’s own addresses; another author’s address and malformed tags are dropped', () => {
    const request = fakeEvent({
      kind: KIND.deletion,
      pubkey: alice,
      tags: [['e', id('1')], ['a', `${KIND.listing}:${alice}:car`], ['a', `${KIND.listing}:${bob}:car`], ['a', 'nonsense'], ['a', `0:${alice}`], ['e']],
    });
    expect(deletionTargets(request)).toEqual({ ids: [id('1')], addresses: [`${KIND.listing}:${alice}:car`, `0:${alice}:`] });
  });

  it('reads nothing from an event that is not a deletion request', () => {
    expect(deletionTargets(fakeEvent({ kind: 1, pubkey: alice, tags: [['e', id('1')]] }))).toEqual({ ids: [], addresses: [] });
  });

  it('names the address of replaceable and addressable events only', () => {
    expect(addressOf(fakeEvent({ kind: KIND.relayList, pubkey: alice }))).toBe(`${KIND.relayList}:${alice}:`);
    expect(addressOf(fakeEvent({ kind: KIND.listing, pubkey: alice, tags: [['d', '']] }))).toBe(`${KIND.listing}:${alice}:`);
    expect(addressOf(fakeEvent({ kind: KIND.comment, pubkey: alice }))).toBeUndefined();
  });
});
