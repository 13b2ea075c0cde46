import { schnorr } from '@noble/curves/secp256k1.js';
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent, type NostrEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { repeatSignerSignatureCheck, repeatSignerVerifier } from './repeat-signer-verify';

const keys = [generateSecretKey(), generateSecretKey(), generateSecretKey()];
/** 60 seals by three signers: past the 16 checks after which a signer gets its table. */
const EVENTS: NostrEvent[] = Array.from({ length: 60 }, (_, index) =>
  finalizeEvent({ kind: KIND.seal, content: `sealed ${index}`, tags: [], created_at: 1_700_000_000 + index }, keys[index % 3]!),
);

/** A plain copy, as from a relay: nostr-tools marks the events it signed as verified (a symbol a spread keeps). */
const plain = (event: NostrEvent): NostrEvent => JSON.parse(JSON.stringify(event)) as NostrEvent;

/** Flips one hex digit of `hex` at `position`. */
function flip(hex: string, position: number): string {
  const digit = Number.parseInt(hex[position]!, 16);
  return `${hex.slice(0, position)}${((digit + 1) % 16).toString(16)}${hex.slice(position + 1)}`;
}

describe('repeatSignerVerifier', () => {
  it('agrees with nostr-tools on valid events, before and after a signer gets its table', () => {
    const verify = repeatSignerVerifier();
    for (const event of EVENTS) expect(verify(event)).toBe(true);
    for (const event of EVENTS) expect(verify(plain(event))).toBe(verifyEvent(plain(event)));
  });

  it('refuses a changed signature, content, id or signer, and values that are not keys or signatures', () => {
    const verify = repeatSignerVerifier();
    for (const event of EVENTS.slice(0, 20)) expect(verify(event)).toBe(true);
    const event = EVENTS[3]!;
    const other = getPublicKey(keys[(3 + 1) % 3]!);
    const cases: NostrEvent[] = [
      { ...event, sig: flip(event.sig, 10) },
      { ...event, sig: flip(event.sig, 100) },
      { ...event, content: `${event.content}!` },
      { ...event, id: flip(event.id, 0) },
      { ...event, pubkey: other },
      { ...event, pubkey: 'f'.repeat(64) },
      { ...event, sig: 'f'.repeat(128) },
      { ...event, sig: event.sig.slice(2) },
      { ...event, pubkey: 'zz'.repeat(32) },
    ];
    for (const forged of cases) {
      expect(verify(forged)).toBe(false);
      expect(verifyEvent(plain(forged))).toBe(false);
    }
    // NIP-01 writes signatures in lowercase hex; nostr-tools reads upper case too, this does not.
    expect(verify({ ...event, sig: event.sig.toUpperCase() })).toBe(false);
  });

  it('passes the BIP-340 vectors as @noble reads them, valid and forged', () => {
    const check = repeatSignerSignatureCheck();
    // BIP-340 test vector 0 (secret key 3, message zero) and forgeries of it.
    const pubkey = 'f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9';
    const message = '0'.repeat(64);
    const sig = 'e907831f80848d1069a5371b402410364bdf1c5f8307b0084c55f1ce2dca821525f66a4a85ea8b71e482a74f382d2ce5ebeee8fdb2172f477df4900d310536c0';
    const cases: [string, string, string][] = [
      [sig, message, pubkey],
      [flip(sig, 127), message, pubkey],
      [sig, flip(message, 63), pubkey],
      [`${'f'.repeat(64)}${sig.slice(64)}`, message, pubkey],
      [`${sig.slice(0, 64)}${'f'.repeat(64)}`, message, pubkey],
    ];
    for (const [signature, signed, key] of cases) {
      const noble = schnorr.verify(Uint8Array.from(Buffer.from(signature, 'hex')), Uint8Array.from(Buffer.from(signed, 'hex')), Uint8Array.from(Buffer.from(key, 'hex')));
      expect(check(signature, signed, key), signature).toBe(noble);
    }
    expect(check(sig, message, pubkey)).toBe(true);
  });
});
