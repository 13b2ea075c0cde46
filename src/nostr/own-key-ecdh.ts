import { secp256k1 } from '@noble/curves/secp256k1.js';
import { extract } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';

import { endomorphism, splitScalar } from './secp256k1-endo';

type Point = InstanceType<typeof secp256k1.Point>;

const { Point: CurvePoint } = secp256k1;
const { Fn, Fp } = CurvePoint;

/** Each half is read 4 bits at a time, most significant first: 32 digits of 128 bits. */
const WINDOW_BITS = 4n;
const DIGITS = 32;
const NIP44_SALT = new TextEncoder().encode('nip44-v2');

/** The digits of a half-scalar (< 2^128), most significant first. */
function digitsOf(half: bigint): number[] {
  const digits: number[] = [];
  for (let index = DIGITS - 1; index >= 0; index -= 1) digits.push(Number((half >> (BigInt(index) * WINDOW_BITS)) & 15n));
  return digits;
}

/**
 * NIP-44 conversation keys for one secret key (docs/architecture.md §18): the ECDH of the key with each
 * sender's public key, then HKDF-extract with the salt 'nip44-v2', as nostr-tools' `getConversationKey`.
 *
 * Opening a gift wrap takes one of these with a key used once, so it is most of a long inbox's cost. The key
 * is fixed, so its split into two 128-bit halves and their 4-bit digits are worked out once; each exchange
 * then builds 0·P…15·P, and runs 32 steps of four doublings and two additions (the second table is the first
 * through the endomorphism). That is about a quarter of the point operations of @noble's general `multiply`
 * (which prepares for any scalar) with the same care: the same sequence of operations whatever the key and
 * the point (@noble's complete addition formulas; a zero digit adds the point at infinity), table entries
 * picked by the key's digits as @noble's own windowed multiplication does.
 */
export function ownKeyConversationKeys(secretKey: Uint8Array): (pubkey: string) => Uint8Array {
  const scalar = Fn.fromBytes(secretKey);
  if (!Fn.isValidNot0(scalar)) throw new Error('Invalid secret key');
  const { k1, k1neg, k2, k2neg } = splitScalar(scalar);
  const digits1 = digitsOf(k1);
  const digits2 = digitsOf(k2);

  return (pubkey) => {
    // The x-only key with an even y (NIP-44); throws for anything that is not a point on the curve.
    const point = CurvePoint.fromHex(`02${pubkey}`);
    const multiples: Point[] = [CurvePoint.ZERO, point];
    for (let index = 2; index < 16; index += 1) multiples.push(multiples[index - 1]!.add(point));
    const first = multiples.map((multiple) => (k1neg ? multiple.negate() : multiple));
    const second = multiples.map((multiple) => {
      const image = endomorphism(multiple);
      return k2neg ? image.negate() : image;
    });
    let sum = CurvePoint.ZERO;
    for (let index = 0; index < DIGITS; index += 1) {
      sum = sum.double().double().double().double();
      sum = sum.add(first[digits1[index]!]!).add(second[digits2[index]!]!);
    }
    // A point of prime order times a scalar in [1, n) is never infinity; toAffine would throw if it were.
    return extract(sha256, Fp.toBytes(sum.toAffine().x), NIP44_SALT);
  };
}
