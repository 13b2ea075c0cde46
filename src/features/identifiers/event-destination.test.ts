import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys, signEvent } from '@testing/test-keys';
import {
  acceptedHints,
  addressFilter,
  commentedListing,
  contentPreview,
  eventDestination,
  matchEvent,
  versionsAtAddress,
} from './event-destination';
import { kindLabel } from './kind-label';

const seller = newKeys();
const other = newKeys();
const PK = seller.pubkey;

describe('commentedListing and eventDestination', () => {
  const listingTags = [['d', 'car-1'], ['title', 'Corolla'], ['t', 'car']];

  it('sends a car listing version to its detail screen by d and author', () => {
    const listing = signEvent(seller, { kind: KIND.listing, tags: listingTags });
    expect(eventDestination(listing)).toEqual({ type: 'listing', listingId: 'car-1', seller: PK });
  });

  it('routes a car listing with an empty or missing d by its event id', () => {
    const empty = signEvent(seller, { kind: KIND.listing, tags: [['d', ''], ['t', 'car']] });
    const missing = signEvent(seller, { kind: KIND.listing, tags: [['t', 'car']] });
    expect(eventDestination(empty)).toEqual({ type: 'listing', listingId: empty.id, seller: PK });
    expect(eventDestination(missing)).toEqual({ type: 'listing', listingId: missing.id, seller: PK });
  });

  it("sends a comment on a listing to that listing, at the comment, by its root A tag (not the parent's a)", () => {
    const reply = signEvent(other, {
      kind: KIND.comment,
      tags: [
        ['A', `${KIND.listing}:${PK}:car-1`],
        ['K', String(KIND.listing)],
        ['P', PK],
        ['e', 'f'.repeat(64)],
        ['k', String(KIND.comment)],
        ['p', PK],
        ['a', `${KIND.listing}:${other.pubkey}:elsewhere`],
      ],
    });
    expect(commentedListing(reply)).toEqual({ pubkey: PK, d: 'car-1' });
    expect(eventDestination(reply)).toEqual({ type: 'comment', listing: { pubkey: PK, d: 'car-1' }, commentId: reply.id });
  });

  it.each([
    ['a kind 1 note', { kind: 1, tags: [['A', `${KIND.listing}:${PK}:car-1`]] }],
    ['a comment on an article', { kind: KIND.comment, tags: [['A', `30023:${PK}:post`]] }],
    ['a comment on an event', { kind: KIND.comment, tags: [['E', 'e'.repeat(64)], ['K', '1']] }],
    ['a comment on a web page', { kind: KIND.comment, tags: [['I', 'https://example.com/'], ['K', 'example.com']] }],
    ['a comment with only a lowercase a', { kind: KIND.comment, tags: [['a', `${KIND.listing}:${PK}:car-1`]] }],
    ['a comment whose A is malformed', { kind: KIND.comment, tags: [['A', `${KIND.listing}:nothex:car-1`]] }],
    ['a comment with no tags at all', { kind: KIND.comment, tags: [] }],
    ['a long-form article', { kind: 30023, tags: [['d', 'post'], ['title', 'Hello']] }],
  ])('shows the generic card for %s', (_name, draft) => {
    expect(eventDestination(signEvent(other, draft))).toEqual({ type: 'generic' });
  });

  it('survives events whose tags are not arrays', () => {
    const hostile = { id: 'a'.repeat(64), kind: KIND.comment, pubkey: PK, tags: 'nope' as unknown as string[][] };
    expect(eventDestination(hostile)).toEqual({ type: 'generic' });
    const numeric = { ...hostile, tags: [['A', 7]] as unknown as string[][] };
    expect(eventDestination(numeric)).toEqual({ type: 'generic' });
  });
});

describe('matchEvent', () => {
  const note = signEvent(seller, { kind: 1, content: 'hello' });
  const unrelated = signEvent(other, { kind: 1, content: 'spam' });

  it('finds the event with the id asked for, ignoring others a relay sent anyway', () => {
    expect(matchEvent([unrelated, note], { id: note.id })).toEqual({ status: 'found', event: note });
    expect(matchEvent([unrelated], { id: note.id })).toEqual({ status: 'missing' });
    expect(matchEvent([], { id: note.id })).toEqual({ status: 'missing' });
  });

  it('accepts the author and kind the nevent names, refuses others', () => {
    expect(matchEvent([note], { id: note.id, author: PK, kind: 1 }).status).toBe('found');
    expect(matchEvent([note], { id: note.id, author: other.pubkey }).status).toBe('mismatch');
    expect(matchEvent([note], { id: note.id, kind: KIND.listing }).status).toBe('mismatch');
  });

  it('ignores malformed objects', () => {
    const malformed = { ...note, kind: 'one' };
    expect(matchEvent([malformed, null, 'x'], { id: note.id })).toEqual({ status: 'missing' });
  });
});

describe('addressFilter and versionsAtAddress', () => {
  const address = { kind: 30023, pubkey: PK, identifier: 'post' };

  it('asks by kind, author and d; a replaceable kind has no d', () => {
    expect(addressFilter(address)).toEqual({ kinds: [30023], authors: [PK], '#d': ['post'], limit: 1 });
    expect(addressFilter({ kind: KIND.relayList, pubkey: PK, identifier: '' })).toEqual({ kinds: [KIND.relayList], authors: [PK], limit: 1 });
  });

  it('keeps the versions at the address and nothing else (the event store picks the newest)', () => {
    const older = signEvent(seller, { kind: 30023, tags: [['d', 'post']], created_at: 1000 });
    const newer = signEvent(seller, { kind: 30023, tags: [['d', 'post']], created_at: 2000 });
    const otherD = signEvent(seller, { kind: 30023, tags: [['d', 'other']], created_at: 3000 });
    const impostor = signEvent(other, { kind: 30023, tags: [['d', 'post']], created_at: 4000 });
    const otherKind = signEvent(seller, { kind: 30024, tags: [['d', 'post']], created_at: 5000 });
    expect(versionsAtAddress([older, newer, otherD, impostor, otherKind], address)).toEqual([older, newer]);
    expect(versionsAtAddress([otherD, impostor], address)).toEqual([]);
  });

  it('matches an empty identifier to a missing d tag', () => {
    const noD = signEvent(seller, { kind: 30023, tags: [] });
    expect(versionsAtAddress([noD], { ...address, identifier: '' })).toEqual([noD]);
  });
});

describe('acceptedHints', () => {
  const publicPolicy = { allowLocal: false };
  const localPolicy = { allowLocal: true };

  it('keeps at most `max` canonical wss hints this page may contact and does not already read', () => {
    const hints = ['wss://read.example.com', 'ws://plain.example.com', 'javascript:alert(1)', 'wss://a.example.com/', 'wss://A.example.com', 'wss://b.example.com', 'wss://c.example.com'];
    expect(acceptedHints(hints, publicPolicy, ['wss://read.example.com'], 2)).toEqual(['wss://a.example.com', 'wss://b.example.com']);
  });

  it('takes local relays only for a local app', () => {
    expect(acceptedHints(['ws://127.0.0.1:7777'], publicPolicy, [], 2)).toEqual([]);
    expect(acceptedHints(['ws://127.0.0.1:7777'], localPolicy, [], 2)).toEqual(['ws://127.0.0.1:7777']);
  });
});

describe('contentPreview', () => {
  it('keeps short text as it is', () => {
    expect(contentPreview('hello\nworld')).toEqual({ text: 'hello\nworld', truncated: false });
  });

  it('cuts long text and many lines, with an ellipsis', () => {
    expect(contentPreview('x'.repeat(50), 10, 5)).toEqual({ text: `${'x'.repeat(10)}…`, truncated: true });
    expect(contentPreview('a\nb\nc\nd', 100, 2)).toEqual({ text: 'a\nb…', truncated: true });
    expect(contentPreview('\n'.repeat(10_000), 100_000, 3).text).toBe('…');
  });

  it('never leaves half a surrogate pair', () => {
    const { text } = contentPreview(`${'a'.repeat(9)}😀tail`, 10, 5);
    expect(text).toBe(`${'a'.repeat(9)}…`);
  });

  it('cuts a megabyte to the preview', () => {
    const { text, truncated } = contentPreview(`${'<script>alert(1)</script>\n'.repeat(40_000)}`);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(5_001);
  });
});

describe('labels', () => {
  it('names common kinds and numbers the rest', () => {
    expect(kindLabel(1)).toBe('Note');
    expect(kindLabel(30023)).toBe('Article');
    expect(kindLabel(4242)).toBe('Kind 4242');
  });
});
