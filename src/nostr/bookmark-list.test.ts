import { NSecSigner } from '@nostrify/nostrify';
import { finalizeEvent, generateSecretKey, getPublicKey, nip04, nip44, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import {
  addFavourite,
  applyFavouriteEdits,
  bookmarkListTemplate,
  favouriteAddresses,
  removeFavourite,
  type BookmarkItems,
} from './bookmark-list';
import { isListingAddress, listingAddress } from './listing-address';
import { parsePrivateTags, privateContentFormat } from './private-items';
import { encryptPrivateTags, readBookmarkItems, type SelfCipher } from './self-encrypted';

const secret = generateSecretKey();
const pubkey = getPublicKey(secret);
const seller = 'b'.repeat(64);
const CAR = listingAddress({ pubkey: seller, d: 'golf-2019' });
const OTHER_CAR = listingAddress({ pubkey: seller, d: 'civic' });

/** The independent implementation: nostr-tools' NIP-44 with the user's key, to themselves. */
const toolsCipher: SelfCipher = {
  encrypt: async (plaintext) => nip44.encrypt(plaintext, nip44.getConversationKey(secret, pubkey)),
  decrypt: async (payload) => nip44.decrypt(payload, nip44.getConversationKey(secret, pubkey)),
};

/** The app's signer (Nostrify's key signer), as a signed-in user's `signer.nip44`. */
const appSigner = new NSecSigner(secret);
const appCipher: SelfCipher = {
  encrypt: (plaintext) => appSigner.nip44.encrypt(pubkey, plaintext),
  decrypt: (payload) => appSigner.nip44.decrypt(pubkey, payload),
};

function listEvent(tags: string[][], content: string, created_at = 1_700_000_000): NostrEvent {
  return finalizeEvent({ kind: KIND.bookmarkList, tags, content, created_at }, secret);
}

/** Another client's list: a public note, an article and a hashtag; privately a note and an article. */
const FOREIGN_PUBLIC = [['e', 'f'.repeat(64)], ['a', `30023:${seller}:essay`], ['t', 'cars']];
const FOREIGN_PRIVATE = [['e', 'e'.repeat(64), 'wss://relay.example'], ['a', `30023:${seller}:notes`], ['x-unknown', 'kept']];

describe('bookmark list favourites', () => {
  it('accepts only car listing addresses', () => {
    expect(isListingAddress(CAR)).toBe(true);
    expect(isListingAddress(`30023:${seller}:essay`)).toBe(false);
    expect(isListingAddress(listingAddress({ pubkey: 'B'.repeat(64), d: 'x' }))).toBe(false);
    expect(isListingAddress(listingAddress({ pubkey: seller, d: '' }))).toBe(false);
    expect(isListingAddress(42)).toBe(false);
    expect(() => addFavourite({ publicTags: [], privateTags: [] }, 'javascript:alert(1)')).toThrow(RangeError);
  });

  it('adds privately, removes from both parts, and never touches other items', () => {
    const items: BookmarkItems = { publicTags: [...FOREIGN_PUBLIC, ['a', OTHER_CAR]], privateTags: FOREIGN_PRIVATE };
    const added = addFavourite(items, CAR);
    expect(added.publicTags).toEqual(items.publicTags);
    expect(added.privateTags).toEqual([...FOREIGN_PRIVATE, ['a', CAR]]);
    expect(favouriteAddresses(added)).toEqual([CAR, OTHER_CAR]);
    // Saving again changes nothing; a favourite another client keeps publicly counts as saved.
    expect(addFavourite(added, CAR)).toBe(added);
    expect(addFavourite(added, OTHER_CAR)).toBe(added);

    const removed = removeFavourite(added, OTHER_CAR);
    expect(removed.publicTags).toEqual(FOREIGN_PUBLIC);
    expect(removed.privateTags).toEqual([...FOREIGN_PRIVATE, ['a', CAR]]);
    expect(applyFavouriteEdits(items, [{ type: 'add', address: CAR }, { type: 'remove', address: CAR }, { type: 'remove', address: OTHER_CAR }])).toEqual({
      publicTags: FOREIGN_PUBLIC,
      privateTags: FOREIGN_PRIVATE,
    });
  });

  it('round-trips through NIP-44: written by the app signer, read by nostr-tools, and back', async () => {
    const before = listEvent(FOREIGN_PUBLIC, await toolsCipher.encrypt(JSON.stringify(FOREIGN_PRIVATE)));
    const read = await readBookmarkItems(before, appCipher);
    expect(read).toEqual({ status: 'ok', value: { publicTags: FOREIGN_PUBLIC, privateTags: FOREIGN_PRIVATE } });
    if (read.status !== 'ok') return;

    const edited = addFavourite(read.value, CAR);
    const content = await encryptPrivateTags(edited, appCipher);
    const template = bookmarkListTemplate(before, edited.publicTags as string[][], content, before.created_at - 100);
    expect(template.created_at).toBe(before.created_at + 1);
    const after = finalizeEvent(template, secret);

    expect(after.content).not.toContain(CAR);
    expect(after.content).not.toContain(seller);
    expect(after.tags).toEqual(FOREIGN_PUBLIC);
    expect(privateContentFormat(after.content)).toBe('nip44');
    expect(parsePrivateTags(await toolsCipher.decrypt(after.content))).toEqual([...FOREIGN_PRIVATE, ['a', CAR]]);
    const again = await readBookmarkItems(after, toolsCipher);
    expect(again.status === 'ok' && favouriteAddresses(again.value)).toEqual([CAR]);
  });

  it('reads no list and an empty content as no private items', async () => {
    expect(await readBookmarkItems(null, toolsCipher)).toEqual({ status: 'ok', value: { publicTags: [], privateTags: [] } });
    expect(await readBookmarkItems(listEvent([['a', CAR]], ''), toolsCipher)).toEqual({
      status: 'ok',
      value: { publicTags: [['a', CAR]], privateTags: [] },
    });
    expect(await encryptPrivateTags({ publicTags: [], privateTags: [] }, toolsCipher)).toBe('');
  });

  it('never reads a list it cannot decrypt or parse as empty', async () => {
    const otherKey = generateSecretKey();
    const foreignCipher = nip44.getConversationKey(otherKey, pubkey);
    const cases = [
      'not a payload at all',
      nip44.encrypt(JSON.stringify([['a', CAR]]), foreignCipher),
      await toolsCipher.encrypt('{"a": 1}'),
      await toolsCipher.encrypt('[["a", "x"], "not a tag"]'),
      await toolsCipher.encrypt('not json'),
    ];
    for (const content of cases) {
      expect(await readBookmarkItems(listEvent([], content), toolsCipher)).toEqual({ status: 'unreadable' });
    }
  });

  it('recognises NIP-04 content from older clients and leaves it alone', async () => {
    const legacy = nip04.encrypt(secret, pubkey, JSON.stringify([['a', CAR]]));
    expect(privateContentFormat(legacy)).toBe('nip04');
    expect(await readBookmarkItems(listEvent([], legacy), toolsCipher)).toEqual({ status: 'legacy' });
  });

  it('refuses to rewrite public tags a relay would not take', async () => {
    const event = { ...listEvent([], ''), tags: [['a', CAR], ['e', 7]] } as unknown as NostrEvent;
    expect(await readBookmarkItems(event, toolsCipher)).toEqual({ status: 'malformed' });
  });
});
