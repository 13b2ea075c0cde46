import { NSecSigner, type NostrSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey, nip44 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { NoNip44Error } from './list-store-types';
import { selfCipher } from './self-cipher';

describe('selfCipher', () => {
  it('encrypts to the user’s own key, readable by nostr-tools', async () => {
    const secret = generateSecretKey();
    const pubkey = getPublicKey(secret);
    const cipher = await selfCipher(new NSecSigner(secret), pubkey);
    const payload = await cipher.encrypt(`[["a","${KIND.listing}:x:y"]]`);
    expect(nip44.decrypt(payload, nip44.getConversationKey(secret, pubkey))).toBe(`[["a","${KIND.listing}:x:y"]]`);
    expect(await cipher.decrypt(nip44.encrypt('hello', nip44.getConversationKey(secret, pubkey)))).toBe('hello');
  });

  it('says clearly when the signer has no NIP-44', async () => {
    const signer: NostrSigner = { getPublicKey: async () => 'p', signEvent: async () => Promise.reject(new Error('unused')) };
    await expect(selfCipher(signer, 'p')).rejects.toBeInstanceOf(NoNip44Error);
    const refusing: NostrSigner = {
      ...signer,
      nip44: { encrypt: async () => Promise.reject(new Error('This signer does not support NIP-44')), decrypt: async () => '' },
    };
    await expect((await selfCipher(refusing, 'p')).encrypt('x')).rejects.toBeInstanceOf(NoNip44Error);
  });
});
