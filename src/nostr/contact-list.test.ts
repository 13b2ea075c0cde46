import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { fakeEvent } from '@testing/events';

import {
  applyFollowEdits,
  contactListFilter,
  contactListItems,
  contactListTemplate,
  followedPubkeys,
  followPubkey,
  readFollows,
  unfollowPubkey,
  type ContactListItems,
} from './contact-list';

const ALICE = 'a1'.repeat(32);
const BOB = 'b2'.repeat(32);
const CAROL = 'c3'.repeat(32);
const DAVE = 'd4'.repeat(32);

/** The relay JSON Damus and older clients keep in a kind 3's content (NIP-02 leaves it free). */
const RELAY_JSON = JSON.stringify({ 'wss://relay.damus.io': { read: true, write: true } });

/** A kind 3 as clients publish it: NIP-02's example tags (relay and petname), Damus's `""` relay, a hashtag Amethyst adds, junk. */
const TAGS = [
  ['p', ALICE, 'wss://alicerelay.com/', 'alice'],
  ['p', BOB, ''],
  ['t', 'cars'],
  ['p', CAROL, '', 'carol'],
  ['p', 'NOT-HEX'],
  ['p', BOB, 'wss://other.relay'],
];

function contactList(tags: string[][] = TAGS, content = RELAY_JSON) {
  return fakeEvent({ kind: KIND.contactList, pubkey: DAVE, tags, content, created_at: 1_700_000_000 });
}

describe('reading follows (NIP-02)', () => {
  it('reads each pubkey once, in order, with its relay and petname when not empty', () => {
    expect(readFollows(contactList())).toEqual([
      { pubkey: ALICE, relay: 'wss://alicerelay.com/', petname: 'alice' },
      { pubkey: BOB },
      { pubkey: CAROL, petname: 'carol' },
    ]);
    expect(readFollows(null)).toEqual([]);
    expect([...followedPubkeys(contactList())]).toEqual([ALICE, BOB, CAROL]);
  });

  it('stops at `max` follows', () => {
    expect(readFollows(contactList(), 2).map((follow) => follow.pubkey)).toEqual([ALICE, BOB]);
    expect(followedPubkeys(contactList(), 1).size).toBe(1);
  });

  it('reads 50 000 follows (with repeats)', () => {
    const tags = Array.from({ length: 50_000 }, (_, index) => ['p', (index % 40_000).toString(16).padStart(64, '0'), '', `name${index}`]);
    const follows = readFollows({ tags });
    const set = followedPubkeys({ tags });
    expect(follows).toHaveLength(40_000);
    expect(set.size).toBe(40_000);
  });
});

describe('editing follows', () => {
  const items = contactListItems(contactList())!;

  it('reads no list as empty and refuses non-string tags', () => {
    expect(contactListItems(null)).toEqual({ tags: [], content: '' });
    expect(contactListItems({ tags: [['p', 5]] as unknown as string[][], content: '' })).toBeUndefined();
  });

  it('follows at the end, keeping every tag, the order and the content', () => {
    const followed = followPubkey(items, { pubkey: DAVE });
    expect(followed.tags).toEqual([...TAGS, ['p', DAVE]]);
    expect(followed.content).toBe(RELAY_JSON);
    expect(followPubkey(items, { pubkey: DAVE, petname: 'dave' }).tags.at(-1)).toEqual(['p', DAVE, '', 'dave']);
    expect(followPubkey(items, { pubkey: DAVE, relay: 'wss://r.example' }).tags.at(-1)).toEqual(['p', DAVE, 'wss://r.example']);
  });

  it('does not follow twice, nor a pubkey that is not one', () => {
    expect(followPubkey(items, { pubkey: CAROL })).toBe(items);
    expect(() => followPubkey(items, { pubkey: 'npub1…' })).toThrow(RangeError);
  });

  it('unfollows every tag of the pubkey and nothing else', () => {
    const unfollowed = unfollowPubkey(items, BOB);
    expect(unfollowed.tags).toEqual(TAGS.filter((tag) => tag[1] !== BOB));
    expect(unfollowed.content).toBe(RELAY_JSON);
  });

  it('replays edits in order', () => {
    const edited = applyFollowEdits(items, [
      { type: 'follow', follow: { pubkey: DAVE } },
      { type: 'unfollow', pubkey: ALICE },
      { type: 'follow', follow: { pubkey: DAVE } },
      { type: 'unfollow', pubkey: DAVE },
      { type: 'follow', follow: { pubkey: ALICE, petname: 'alice' } },
      { type: 'unfollow', pubkey: 'f'.repeat(64) },
    ]);
    expect(edited.tags).toEqual([...TAGS.slice(1), ['p', ALICE, '', 'alice']]);
    expect(edited.content).toBe(RELAY_JSON);
    expect(applyFollowEdits(items, [])).toBe(items);
  });

  it('replays edits on a 50 000-follow list', () => {
    const big: ContactListItems = { tags: Array.from({ length: 50_000 }, (_, index) => ['p', index.toString(16).padStart(64, '0')]), content: '' };
    const edited = applyFollowEdits(
      big,
      Array.from({ length: 100 }, (_, index) => ({ type: 'follow' as const, follow: { pubkey: (60_000 + index).toString(16).padStart(64, '0') } })),
    );
    expect(edited.tags).toHaveLength(50_100);
  });

  it('builds the next version with the content kept, dated after the previous one', () => {
    const previous = contactList();
    const template = contactListTemplate(previous, followPubkey(items, { pubkey: DAVE }), 1_600_000_000);
    expect(template).toEqual({ kind: KIND.contactList, content: RELAY_JSON, tags: [...TAGS, ['p', DAVE]], created_at: previous.created_at + 1 });
    expect(contactListTemplate(null, items, 1_800_000_000).created_at).toBe(1_800_000_000);
    expect(contactListFilter([ALICE, BOB])).toEqual({ kinds: [KIND.contactList], authors: [ALICE, BOB], limit: 2 });
  });
});
