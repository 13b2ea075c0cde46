import { finalizeEvent as finalize, generateSecretKey, getPublicKey, nip19, type EventTemplate } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { checkSignedEvent, SIGNER_ERRORS } from './signed-event-check';

const userKey = generateSecretKey();
const pubkey = getPublicKey(userKey);
const now = 1_700_000_100;
const mentionedKey = getPublicKey(generateSecretKey());
const strangerKey = getPublicKey(generateSecretKey());
const noteId = 'ab'.repeat(32);
const naddr = nip19.naddrEncode({ kind: KIND.listing, pubkey: mentionedKey, identifier: 'civic-2012' });
const content = `Great #Civic, ask nostr:${nip19.npubEncode(mentionedKey)} or see nostr:${nip19.noteEncode(noteId)} and nostr:${naddr} #car-sale`;
const template: EventTemplate = {
  kind: KIND.comment,
  content,
  tags: [
    ['A', `${KIND.listing}:${pubkey}:x`, ''],
    ['K', String(KIND.listing)],
    ['t', 'civic'],
  ],
  created_at: 1_700_000_000,
};

/** A signer's answer to `template` with these changes; nostr-tools signs a copy so the template stays intact. */
function signedWith(changes: Partial<EventTemplate> = {}, key = userKey) {
  const unsigned = { ...template, ...changes };
  return finalize({ ...unsigned, tags: unsigned.tags.map((tag) => [...tag]) }, key);
}

const check = (signed: unknown) => checkSignedEvent(signed, template, pubkey, now);
const withTags = (...added: string[][]) => signedWith({ tags: [...template.tags, ...added] });

describe('checkSignedEvent: accepted', () => {
  it('returns only the seven NIP-01 fields of a valid event, dropping what an extension added', () => {
    const event = signedWith();
    const checked = check({ ...event, extra: 'ignored', rawEvent: { x: 1 } });
    expect(Object.keys(checked).toSorted()).toEqual(['content', 'created_at', 'id', 'kind', 'pubkey', 'sig', 'tags']);
    expect(JSON.parse(JSON.stringify(checked))).toEqual({ id: event.id, pubkey, created_at: event.created_at, kind: event.kind, tags: event.tags, content, sig: event.sig });
  });

  it('accepts t tags for hashtags in the content, in any case and split at punctuation', () => {
    expect(check(withTags(['t', 'Civic'], ['t', 'car-sale'], ['t', 'car'])).tags).toHaveLength(6);
  });

  it('accepts p, e, q and a tags for nostr: mentions (with relay hints), the naddr author included', () => {
    const signed = withTags(
      ['p', mentionedKey],
      ['e', noteId, 'wss://relay.example'],
      ['q', noteId],
      ['a', `${KIND.listing}:${mentionedKey}:civic-2012`],
      ['q', `${KIND.listing}:${mentionedKey}:civic-2012`, ''],
    );
    expect(check(signed).tags).toHaveLength(8);
  });

  it('accepts derived tags interleaved with the requested ones, as NDK merges them', () => {
    const tags = [['p', mentionedKey], template.tags[0]!, ['t', 'car-sale'], template.tags[1]!, template.tags[2]!];
    expect(check(signedWith({ tags })).tags).toEqual(tags);
  });

  it('lets a signer date the event later than asked (re-dated on approval), up to now plus clock skew', () => {
    expect(check(signedWith({ created_at: now })).created_at).toBe(now);
    expect(check(signedWith({ created_at: now + 600 })).created_at).toBe(now + 600);
  });
});

describe('checkSignedEvent: refused', () => {
  it.each([
    ['nothing', undefined, SIGNER_ERRORS.malformed],
    ['a string', 'signed!', SIGNER_ERRORS.malformed],
    ['an event without sig', { ...signedWith(), sig: undefined }, SIGNER_ERRORS.malformed],
    ['a tag with a number in it', { ...signedWith(), tags: [['t', 5]] }, SIGNER_ERRORS.malformed],
    ['another author', signedWith({}, generateSecretKey()), SIGNER_ERRORS.wrongAuthor],
    ['a forged signature', { ...signedWith(), sig: 'ab'.repeat(64) }, SIGNER_ERRORS.badSignature],
    ['content changed after signing', { ...signedWith(), content: 'other' }, SIGNER_ERRORS.badSignature],
    ['another kind, signed', signedWith({ kind: 1 }), SIGNER_ERRORS.altered],
    ['changed content, signed', signedWith({ content: 'spam' }), SIGNER_ERRORS.altered],
    ['content with @npub rewritten to nostr:', signedWith({ content: `${content} more` }), SIGNER_ERRORS.altered],
    ['an earlier created_at', signedWith({ created_at: template.created_at - 1 }), SIGNER_ERRORS.altered],
    ['a created_at in the future', signedWith({ created_at: now + 601 }), SIGNER_ERRORS.altered],
    ['a requested tag dropped', signedWith({ tags: template.tags.slice(1) }), SIGNER_ERRORS.altered],
    ['a requested tag changed', signedWith({ tags: [template.tags[0]!, ['K', '1'], template.tags[2]!] }), SIGNER_ERRORS.altered],
    ['requested tags reordered', signedWith({ tags: [template.tags[1]!, template.tags[0]!, template.tags[2]!] }), SIGNER_ERRORS.altered],
    ['a p tag for someone not mentioned', withTags(['p', strangerKey]), SIGNER_ERRORS.altered],
    ['an e tag for an event not mentioned', withTags(['e', 'cd'.repeat(32)]), SIGNER_ERRORS.altered],
    ['an a tag for an address not mentioned', withTags(['a', `${KIND.listing}:${strangerKey}:x`]), SIGNER_ERRORS.altered],
    ['a t tag for a word without #', withTags(['t', 'great']), SIGNER_ERRORS.altered],
    ['a t tag for part of a hashtag', withTags(['t', 'civ']), SIGNER_ERRORS.altered],
    ['an empty t tag', withTags(['t', '']), SIGNER_ERRORS.altered],
    ['a client tag', withTags(['client', 'evil']), SIGNER_ERRORS.altered],
    ['a derived tag repeated', withTags(['t', 'civic'], ['t', 'CIVIC']), SIGNER_ERRORS.altered],
    ['a derived tag with a long tail', withTags(['p', mentionedKey, 'a', 'b', 'c', 'd']), SIGNER_ERRORS.altered],
  ])('refuses %s', (_name, signed, message) => {
    expect(() => check(signed)).toThrow(message);
  });

  it('does not take a hashtag or mention inside a URL as content-derived', () => {
    const inUrl = { ...template, content: `https://example.com/#civic nostr:x https://e.com/nostr:${nip19.npubEncode(strangerKey)}` };
    const signed = finalize({ ...inUrl, tags: [...inUrl.tags.map((t) => [...t]), ['p', strangerKey]] }, userKey);
    expect(() => checkSignedEvent(signed, inUrl, pubkey, now)).toThrow(SIGNER_ERRORS.altered);
  });
});
