import { finalizeEvent as finalize, generateSecretKey, getPublicKey, type EventTemplate } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { checkSignedEvent, ExpectedAuthorSigner, SIGNER_ERRORS } from './expected-author-signer';

const userKey = generateSecretKey();
const pubkey = getPublicKey(userKey);
const template = { kind: 0, content: '{"name":"Ada"}', tags: [['client', 'carstr']], created_at: 1_700_000_000 };

/** nostr-tools signs in place; a copy keeps the shared template untouched. */
function finalizeEvent(unsigned: EventTemplate, key: Uint8Array) {
  return finalize({ ...unsigned, tags: unsigned.tags.map((tag) => [...tag]) }, key);
}

describe('checkSignedEvent', () => {
  it('returns a clean copy of a valid event by the expected user', () => {
    const event = finalizeEvent(template, userKey);
    const checked = checkSignedEvent({ ...event, extra: 'ignored' }, template, pubkey);
    expect(JSON.parse(JSON.stringify(checked))).toEqual(JSON.parse(JSON.stringify(event)));
    expect(checked).not.toHaveProperty('extra');
  });

  it('allows the signer to choose created_at', () => {
    const later = { ...template, created_at: template.created_at + 30 };
    expect(checkSignedEvent(finalizeEvent(later, userKey), template, pubkey).created_at).toBe(later.created_at);
  });

  it.each([
    ['nothing', undefined, SIGNER_ERRORS.malformed],
    ['a string', 'signed!', SIGNER_ERRORS.malformed],
    ['an event without sig', { ...finalizeEvent(template, userKey), sig: undefined }, SIGNER_ERRORS.malformed],
    ['another author', finalizeEvent(template, generateSecretKey()), SIGNER_ERRORS.wrongAuthor],
    ['a forged signature', { ...finalizeEvent(template, userKey), sig: 'ab'.repeat(64) }, SIGNER_ERRORS.badSignature],
    ['a changed content', { ...finalizeEvent(template, userKey), content: 'other' }, SIGNER_ERRORS.badSignature],
    ['another kind, signed', finalizeEvent({ ...template, kind: 1 }, userKey), SIGNER_ERRORS.altered],
    ['other content, signed', finalizeEvent({ ...template, content: 'spam' }, userKey), SIGNER_ERRORS.altered],
    ['other tags, signed', finalizeEvent({ ...template, tags: [] }, userKey), SIGNER_ERRORS.altered],
  ])('refuses %s', (_name, signed, message) => {
    expect(() => checkSignedEvent(signed, template, pubkey)).toThrow(message);
  });
});

describe('ExpectedAuthorSigner', () => {
  it('answers the login pubkey without asking the inner signer, and passes encryption through', async () => {
    const nip44 = { encrypt: async () => 'x', decrypt: async () => 'y' };
    const inner = {
      getPublicKey: () => Promise.reject(new Error('must not be asked')),
      signEvent: async () => finalizeEvent(template, userKey),
      nip44,
    };
    const signer = new ExpectedAuthorSigner(inner, pubkey);
    expect(await signer.getPublicKey()).toBe(pubkey);
    expect(signer.nip44).toBe(nip44);
    expect(signer.nip04).toBeUndefined();
    expect((await signer.signEvent(template)).pubkey).toBe(pubkey);
  });
});
