import { secp256k1 } from '@noble/curves/secp256k1.js';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { getConversationKey } from 'nostr-tools/nip44';
import { describe, expect, it } from 'vitest';

import { ownKeyConversationKeys } from './own-key-ecdh';

const ORDER = secp256k1.Point.Fn.ORDER;
const keyOf = (scalar: bigint) => secp256k1.Point.Fn.toBytes(scalar);

describe('own-key NIP-44 conversation keys', () => {
  it('match nostr-tools for random keys and senders (both signs of both halves of the split come up)', () => {
    for (let round = 0; round < 40; round += 1) {
      const secretKey = generateSecretKey();
      const conversationKey = ownKeyConversationKeys(secretKey);
      for (let sender = 0; sender < 5; sender += 1) {
        const pubkey = getPublicKey(generateSecretKey());
        expect(conversationKey(pubkey)).toEqual(getConversationKey(secretKey, pubkey));
      }
      // A seal sealed to oneself (the own copies of sent messages).
      expect(conversationKey(getPublicKey(secretKey))).toEqual(getConversationKey(secretKey, getPublicKey(secretKey)));
    }
  });

  it.each([
    ['1', 1n],
    ['2', 2n],
    ['15', 15n],
    ['16', 16n],
    ['2^128', 2n ** 128n],
    ['2^128 - 1', 2n ** 128n - 1n],
    ['n - 1', ORDER - 1n],
    ['n - 2^128', ORDER - 2n ** 128n],
    ['(n - 1) / 2', (ORDER - 1n) / 2n],
  ])('match nostr-tools for the edge key %s', (_name, scalar) => {
    const conversationKey = ownKeyConversationKeys(keyOf(scalar));
    for (let sender = 0; sender < 3; sender += 1) {
      const pubkey = getPublicKey(generateSecretKey());
      expect(conversationKey(pubkey)).toEqual(getConversationKey(keyOf(scalar), pubkey));
    }
  });

  it('refuses a secret key out of range and a public key that is no point on the curve', () => {
    expect(() => ownKeyConversationKeys(keyOf(0n))).toThrow();
    expect(() => ownKeyConversationKeys(new Uint8Array(32).fill(255))).toThrow();
    const conversationKey = ownKeyConversationKeys(generateSecretKey());
    // x = 5: 5³ + 7 = 132 has no square root modulo p.
    expect(() => conversationKey('0'.repeat(63) + '5')).toThrow();
    expect(() => conversationKey('zz'.repeat(32))).toThrow();
    expect(() => conversationKey('ab')).toThrow();
  });
});
