import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { fakeEvent } from '@testing/events';

import { contactListsToRead, webOfTrustFromFollows, webOfTrustOf, WEB_OF_TRUST_LIMITS } from './web-of-trust';

const key = (label: number) => label.toString(16).padStart(64, '0');
const ME = key(1);
const ALICE = key(2);
const BOB = key(3);
const SELLER = key(4);
const STRANGER = key(5);
const SPAMMER = key(6);

function follows(pubkey: string, followed: readonly string[]) {
  return fakeEvent({ kind: KIND.contactList, pubkey, tags: followed.map((other) => ['p', other]) });
}

describe('contactListsToRead', () => {
  it('picks the most recently followed first, each once, never the user, at most the bound', () => {
    expect(contactListsToRead([ALICE, BOB, ME, SELLER, BOB], ME, 3)).toEqual([BOB, SELLER, ALICE]);
    expect(contactListsToRead([ALICE, BOB], ME, 0)).toEqual([]);
    expect(WEB_OF_TRUST_LIMITS.maxLists).toBe(300);
  });

  it('is deterministic: the same follows give the same choice', () => {
    const many = Array.from({ length: 1_000 }, (_, index) => key(100 + index));
    expect(contactListsToRead(many, ME)).toEqual(contactListsToRead([...many], ME));
    expect(contactListsToRead(many, ME)).toHaveLength(300);
    expect(contactListsToRead(many, ME)[0]).toBe(key(1_099));
  });
});

describe('webOfTrustOf', () => {
  const lists = [follows(ALICE, [SELLER, BOB, ME]), follows(BOB, [SELLER]), follows(STRANGER, [SPAMMER]), follows(SPAMMER, [SELLER])];
  const trust = webOfTrustOf(ME, [ALICE, BOB], lists);

  it('says who among the people you follow follows a pubkey', () => {
    expect(trust.followedBy(SELLER)).toEqual([BOB, ALICE]);
    expect(trust.followedBy(BOB)).toEqual([ALICE]);
    expect(trust.followedBy(SPAMMER)).toEqual([]);
    expect(trust.followedBy(ME)).toEqual([]);
  });

  it('says whether you follow a pubkey', () => {
    expect(trust.isFollowed(ALICE)).toBe(true);
    expect(trust.isFollowed(SELLER)).toBe(false);
  });

  it('has a network of follows and their follows, without you, and ignores strangers lists', () => {
    expect([...trust.network].toSorted()).toEqual([ALICE, BOB, SELLER].toSorted());
    expect(trust.inNetwork(SPAMMER)).toBe(false);
    expect(trust.inNetwork(ME)).toBe(false);
    expect(trust.considered).toEqual([BOB, ALICE]);
  });

  it('ignores other kinds and uses the first list given per author', () => {
    const other = fakeEvent({ kind: 1, pubkey: ALICE, tags: [['p', STRANGER]] });
    const stale = follows(ALICE, [STRANGER]);
    const result = webOfTrustOf(ME, [ALICE], [other, follows(ALICE, [SELLER]), stale]);
    expect(result.inNetwork(STRANGER)).toBe(false);
    expect(result.followedBy(SELLER)).toEqual([ALICE]);
  });

  it('considers at most maxLists contact lists, and maxFollowsPerList follows of each', () => {
    const myFollows = Array.from({ length: 500 }, (_, index) => key(1_000 + index));
    const theirLists = myFollows.map((pubkey) => follows(pubkey, [SELLER, key(9_000 + Number.parseInt(pubkey, 16))]));
    const bounded = webOfTrustOf(ME, myFollows, theirLists, { maxLists: 300 });
    expect(bounded.considered).toHaveLength(300);
    expect(bounded.followedBy(SELLER)).toHaveLength(300);
    // The network: 500 follows + the 300 considered lists' own extra follow.
    expect(bounded.network.size).toBe(500 + 1 + 300);
    // The oldest follows' lists are the ones left out.
    expect(bounded.followedBy(SELLER)).not.toContain(myFollows[0]);

    const capped = webOfTrustOf(ME, [ALICE], [follows(ALICE, [BOB, SELLER, STRANGER])], { maxFollowsPerList: 2 });
    expect(capped.inNetwork(STRANGER)).toBe(false);
    expect(capped.inNetwork(SELLER)).toBe(true);
  });

  it('computes a network of 300 lists of 1 000 follows', () => {
    const myFollows = Array.from({ length: 300 }, (_, index) => key(10_000 + index));
    const theirLists = myFollows.map((pubkey, listIndex) =>
      follows(
        pubkey,
        Array.from({ length: 1_000 }, (_, index) => key(100_000 + listIndex * 500 + index)),
      ),
    );
    const big = webOfTrustOf(ME, myFollows, theirLists);
    expect(big.network.size).toBe(300 + 299 * 500 + 1_000);
    expect(big.followedBy(key(100_000 + 2_600)).length).toBe(2);
  });
});

describe('webOfTrustFromFollows', () => {
  it('gives what webOfTrustOf gives from the same follows, cut to the bounds', () => {
    const followsOf = new Map<string, readonly string[]>([
      [ALICE, [SELLER, BOB, ME]],
      [BOB, [SELLER]],
      [STRANGER, [SPAMMER]],
    ]);
    const trust = webOfTrustFromFollows(ME, [ALICE, BOB], followsOf);
    expect(trust.followedBy(SELLER)).toEqual([BOB, ALICE]);
    expect(trust.inNetwork(SPAMMER)).toBe(false);
    expect(trust.inNetwork(ME)).toBe(false);
    const cut = webOfTrustFromFollows(ME, [ALICE], followsOf, { maxFollowsPerList: 1 });
    expect([...cut.network].toSorted()).toEqual([ALICE, SELLER].toSorted());
  });
});

describe('a user who follows 50 000 people', () => {
  it('considers at most maxLists of their follows, and a 60 000-follow list of one of them at most maxFollowsPerList', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => key(1_000_000 + index));
    const huge = Array.from({ length: 60_000 }, (_, index) => key(2_000_000 + index));
    const newest = many.at(-1)!;
    const trust = webOfTrustFromFollows(ME, many, new Map([[newest, huge]]));
    expect(trust.follows.size).toBe(50_000);
    expect(trust.considered).toEqual([newest]);
    expect(trust.network.size).toBe(50_000 + WEB_OF_TRUST_LIMITS.maxFollowsPerList);
    expect(contactListsToRead(many, ME)).toHaveLength(WEB_OF_TRUST_LIMITS.maxLists);
  });
});
