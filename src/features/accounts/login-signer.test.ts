import { generateSecretKey, getPublicKey, nip19, verifyEvent } from 'nostr-tools';
import type { NLoginType } from '@nostrify/react/login';
import { describe, expect, it } from 'vitest';

import type { RelayPool } from '@/features/relay/public';

import { FOREIGN_KEY_MESSAGE, signerForLogin } from './login-signer';

/** A key login is signed with its own key: no relay is involved. */
const NO_POOL = {} as RelayPool;

function keyLogin(secretKey: Uint8Array, pubkey = getPublicKey(secretKey)): NLoginType {
  return { id: `nsec:${pubkey}`, type: 'nsec', pubkey, createdAt: '2026-01-02T03:04:05.000Z', data: { nsec: nip19.nsecEncode(secretKey) } };
}

describe('signerForLogin', () => {
  it("signs a key login's events with its key", async () => {
    const secretKey = generateSecretKey();
    const signed = await (await signerForLogin(keyLogin(secretKey), NO_POOL)).signEvent({ kind: 1, content: 'hi', tags: [], created_at: 1_700_000_000 });
    expect(signed.pubkey).toBe(getPublicKey(secretKey));
    expect(verifyEvent(signed)).toBe(true);
  });

  it('refuses a key login whose key is another account’s (its storage altered or corrupted)', async () => {
    const login = keyLogin(generateSecretKey(), getPublicKey(generateSecretKey()));
    await expect(signerForLogin(login, NO_POOL)).rejects.toThrow(FOREIGN_KEY_MESSAGE);
  });
});
