import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { deletionFilters, deletionFiltersFor, withoutDeleted, withoutDeletedEvents } from './deletion';
import type { CarListing } from './listing';
import { listingAddress } from './listing-address';
import { fakeEvent } from '@testing/events';
import { testListing } from '@testing/listings';

const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);

function listing(pubkey: string, d: string, createdAt: number): CarListing {
  const event = fakeEvent({ kind: KIND.listing, pubkey, created_at: createdAt, tags: [['d', d]] });
  return testListing({ event, pubkey, d, id: d, createdAt });
}

function deletion(pubkey: string, createdAt: number, tags: string[][]) {
  return fakeEvent({ kind: KIND.deletion, pubkey, created_at: createdAt, tags });
}

describe('deletionFilters', () => {
  it('asks for kind 5 by coordinate and by id, from the listings’ authors only', () => {
    const first = listing(alice, 'x', 10);
    const second = listing(bob, 'y', 20);
    expect(deletionFilters([first, second])).toEqual([
      { kinds: [KIND.deletion], authors: [alice, bob], '#a': [listingAddress(first), listingAddress(second)] },
      { kinds: [KIND.deletion], authors: [alice, bob], '#e': [first.event.id, second.event.id] },
    ]);
  });

  it('asks nothing for no listings', () => {
    expect(deletionFilters([])).toEqual([]);
  });
});

describe('withoutDeleted', () => {
  const car = listing(alice, 'car', 100);

  it('drops a version its author deleted by id', () => {
    expect(withoutDeleted([car], [deletion(alice, 150, [['e', car.event.id]])])).toEqual([]);
  });

  it('drops versions up to the time of a coordinate deletion, keeps an edit published after it', () => {
    const coordinate = listingAddress(car);
    expect(withoutDeleted([car], [deletion(alice, 100, [['a', coordinate]])])).toEqual([]);
    expect(withoutDeleted([car], [deletion(alice, 99, [['a', coordinate]])])).toEqual([car]);
  });

  it('ignores deletion requests by anyone but the author', () => {
    expect(withoutDeleted([car], [deletion(bob, 150, [['e', car.event.id]])])).toEqual([car]);
    expect(withoutDeleted([car], [deletion(bob, 150, [['a', listingAddress(car)]])])).toEqual([car]);
  });

  it('ignores events that are not deletions and malformed tags', () => {
    const note = fakeEvent({ kind: 1, pubkey: alice, tags: [['e', car.event.id]] });
    const broken = deletion(alice, 150, [['e'], ['a', 'nonsense']]);
    expect(withoutDeleted([car], [note, broken])).toEqual([car]);
  });
});

describe('deletions of comments and other regular events', () => {
  const comment = fakeEvent({ kind: KIND.comment, pubkey: alice, created_at: 100, tags: [['e', 'f'.repeat(64)]] });
  const other = fakeEvent({ kind: KIND.comment, pubkey: bob, created_at: 100, tags: [] });

  it('asks for kind 5 by id only (a comment has no coordinate)', () => {
    expect(deletionFiltersFor([comment, other])).toEqual([{ kinds: [KIND.deletion], authors: [alice, bob], '#e': [comment.id, other.id] }]);
  });

  it('hides a comment its author deleted, and only that one', () => {
    expect(withoutDeletedEvents([comment, other], [deletion(alice, 200, [['e', comment.id]])])).toEqual([other]);
  });

  it('keeps a comment when someone else asks to delete it', () => {
    expect(withoutDeletedEvents([comment], [deletion(bob, 200, [['e', comment.id]])])).toEqual([comment]);
  });
});
