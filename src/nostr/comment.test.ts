import { finalizeEvent, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import {
  buildCommentEvent,
  buildCommentTags,
  commentRootFilter,
  EMPTY_COMMENT_ERROR,
  listingCommentRoot,
  rootPointer,
  type CommentRoot,
} from './comment';
import { newKeys } from '@testing/test-keys';
import { parseListing } from './listing';
import { signedEvent } from '@testing/events';

const seller = 'a'.repeat(64);
const commenter = 'c'.repeat(64);
const listingId = '1'.repeat(64);
const noteId = '2'.repeat(64);
const parentId = '3'.repeat(64);
const coordinate = `${KIND.listing}:${seller}:car-1`;

const listingRoot: CommentRoot = { type: 'address', kind: KIND.listing, pubkey: seller, d: 'car-1', id: listingId };
const listingRootNoId: CommentRoot = { type: 'address', kind: KIND.listing, pubkey: seller, d: 'car-1' };
const noteRoot: CommentRoot = { type: 'event', kind: 1, id: noteId, pubkey: seller };
const urlRoot: CommentRoot = { type: 'url', url: 'https://Cars.Example/review?id=1' };
const parent = { id: parentId, pubkey: commenter };

describe('buildCommentTags (NIP-22)', () => {
  it.each<[string, CommentRoot, typeof parent | undefined, string[][]]>([
    [
      'top-level on a listing with a known version',
      listingRoot,
      undefined,
      [['A', coordinate], ['K', String(KIND.listing)], ['P', seller], ['a', coordinate], ['e', listingId], ['k', String(KIND.listing)], ['p', seller]],
    ],
    [
      'top-level on a listing without a version id',
      listingRootNoId,
      undefined,
      [['A', coordinate], ['K', String(KIND.listing)], ['P', seller], ['a', coordinate], ['k', String(KIND.listing)], ['p', seller]],
    ],
    [
      'reply on a listing',
      listingRoot,
      parent,
      [['A', coordinate], ['K', String(KIND.listing)], ['P', seller], ['e', parentId], ['k', String(KIND.comment)], ['p', commenter]],
    ],
    [
      'top-level on a regular event',
      noteRoot,
      undefined,
      [['E', noteId], ['K', '1'], ['P', seller], ['e', noteId], ['k', '1'], ['p', seller]],
    ],
    [
      'reply on a regular event',
      noteRoot,
      parent,
      [['E', noteId], ['K', '1'], ['P', seller], ['e', parentId], ['k', String(KIND.comment)], ['p', commenter]],
    ],
    [
      'top-level on a URL: K is the hostname, no P',
      urlRoot,
      undefined,
      [['I', 'https://cars.example/review?id=1'], ['K', 'cars.example'], ['i', 'https://cars.example/review?id=1'], ['k', 'cars.example']],
    ],
    [
      'reply on a URL',
      urlRoot,
      parent,
      [['I', 'https://cars.example/review?id=1'], ['K', 'cars.example'], ['e', parentId], ['k', String(KIND.comment)], ['p', commenter]],
    ],
  ])('%s', (_name, root, parentComment, expected) => {
    expect(buildCommentTags(root, parentComment)).toEqual(expected);
  });

  it.each([['javascript:alert(1)'], ['data:text/html,x'], ['/relative']])('refuses the URL root %j', (url) => {
    expect(() => buildCommentTags({ type: 'url', url })).toThrow(TypeError);
  });
});

describe('buildCommentEvent', () => {
  it('trims the text and builds a kind-1111 template', () => {
    const result = buildCommentEvent(listingRoot, undefined, '  Nice car!  ', 1_700_000_000_999);
    expect(result).toEqual({
      ok: true,
      template: { kind: KIND.comment, content: 'Nice car!', tags: buildCommentTags(listingRoot), created_at: 1_700_000_000 },
    });
  });

  it.each([[''], ['   '], ['\n\t '], ['\u3000']])('refuses the empty text %j', (text) => {
    expect(buildCommentEvent(listingRoot, undefined, text)).toEqual({ ok: false, error: EMPTY_COMMENT_ERROR });
  });

  it('keeps script payloads as plain content', () => {
    const result = buildCommentEvent(noteRoot, parent, '<script>alert(1)</script>');
    expect(result.ok && result.template.content).toBe('<script>alert(1)</script>');
  });

  it('signs into a valid event on a real listing', () => {
    const sellerKey = newKeys();
    const listing = parseListing(
      signedEvent(sellerKey, { kind: KIND.listing, tags: [['d', 'car-9'], ['title', 'Civic'], ['t', 'car']] }),
    );
    if (!listing) throw new Error('expected a listing');
    const root = listingCommentRoot(listing);
    expect(root).toEqual({ type: 'address', kind: KIND.listing, pubkey: sellerKey.pubkey, d: 'car-9', id: listing.event.id });
    const result = buildCommentEvent(root, undefined, 'Still available?');
    if (!result.ok) throw new Error(result.error);
    const event = finalizeEvent(result.template, newKeys().secretKey);
    expect(verifyEvent(event)).toBe(true);
    expect(event.tags).toContainEqual(['A', `${KIND.listing}:${sellerKey.pubkey}:car-9`]);
  });
});

describe('commentRootFilter (docs/product.md §7)', () => {
  it.each<[string, CommentRoot, number | undefined, Record<string, unknown>]>([
    ['listing → #A, default limit 500', listingRoot, undefined, { kinds: [KIND.comment], '#A': [coordinate], limit: 500 }],
    ['event → #E', noteRoot, 50, { kinds: [KIND.comment], '#E': [noteId], limit: 50 }],
    ['URL → #I, normalised like the tag', urlRoot, undefined, { kinds: [KIND.comment], '#I': ['https://cars.example/review?id=1'], limit: 500 }],
  ])('%s', (_name, root, limit, expected) => {
    expect(commentRootFilter(root, limit)).toEqual(expected);
  });

  it('matches the tag the builder writes', () => {
    for (const root of [listingRoot, noteRoot, urlRoot]) {
      const { name, value } = rootPointer(root);
      expect(buildCommentTags(root)).toContainEqual([name, value]);
    }
  });
});
