import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { preferSmallBaseTable } from './base-point-table';

describe('small base-point table', () => {
  it('signs and derives keys exactly as before: nostr-tools and @noble check the results', () => {
    const secretKey = generateSecretKey();
    const pubkeyBefore = getPublicKey(secretKey);
    preferSmallBaseTable();
    expect(getPublicKey(secretKey)).toBe(pubkeyBefore);
    const event = finalizeEvent({ kind: 22242, created_at: 1_750_000_000, tags: [['challenge', 'x']], content: '' }, secretKey);
    // A JSON copy: nostr-tools trusts a mark it leaves on events it signed itself.
    expect(verifyEvent(JSON.parse(JSON.stringify(event)) as typeof event)).toBe(true);
    expect(schnorr.verify(Uint8Array.from(Buffer.from(event.sig, 'hex')), Uint8Array.from(Buffer.from(event.id, 'hex')), Uint8Array.from(Buffer.from(event.pubkey, 'hex')))).toBe(true);
    // Multiples of the base point, from the new table, are still right.
    expect(secp256k1.Point.BASE.multiply(3n).equals(secp256k1.Point.BASE.add(secp256k1.Point.BASE).add(secp256k1.Point.BASE))).toBe(true);
  });
});
