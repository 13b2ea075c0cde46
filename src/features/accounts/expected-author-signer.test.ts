import { finalizeEvent, generateSecretKey, getPublicKey, type EventTemplate } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { SIGNER_ERRORS } from '@/nostr/signed-event-check';

import { ExpectedAuthorSigner } from './expected-author-signer';

const userKey = generateSecretKey();
const pubkey = getPublicKey(userKey);
const template = () => ({ kind: KIND.profile, content: '{"name":"Ada"}', tags: [['client', 'carstr']], created_at: Math.floor(Date.now() / 1000) });

describe('ExpectedAuthorSigner', () => {
  it('answers the login pubkey without asking the inner signer, and passes encryption through', async () => {
    const nip44 = { encrypt: async () => 'x', decrypt: async () => 'y' };
    const inner = {
      getPublicKey: () => Promise.reject(new Error('must not be asked')),
      signEvent: async (unsigned: EventTemplate) => finalizeEvent(unsigned, userKey),
      nip44,
    };
    const signer = new ExpectedAuthorSigner(inner, pubkey);
    expect(await signer.getPublicKey()).toBe(pubkey);
    expect(signer.nip44).toBe(nip44);
    expect(signer.nip04).toBeUndefined();
    expect((await signer.signEvent(template())).pubkey).toBe(pubkey);
  });

  it('checks against what was asked even when the signer changes the object it was handed', async () => {
    const inner = {
      getPublicKey: async () => pubkey,
      signEvent: async (unsigned: EventTemplate) => {
        unsigned.tags.push(['p', getPublicKey(generateSecretKey())]);
        return finalizeEvent(unsigned, userKey);
      },
    };
    const asked = template();
    await expect(new ExpectedAuthorSigner(inner, pubkey).signEvent(asked)).rejects.toThrow(SIGNER_ERRORS.altered);
    expect(asked.tags).toEqual([['client', 'carstr']]);
  });
});
