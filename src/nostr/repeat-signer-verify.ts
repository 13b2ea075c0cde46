import { normalizeZ, wNAF } from '@noble/curves/abstract/curve.js';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { getEventHash } from 'nostr-tools/pure';
import { hexToBytes } from 'nostr-tools/utils';

import { isHex64, type NostrEvent } from './event';
import { endomorphism, splitScalar } from './secp256k1-endo';

type Point = ReturnType<typeof schnorr.utils.lift_x>;

const { Fn, Fp, BASE } = secp256k1.Point;
const SIGNATURE = /^[0-9a-f]{128}$/;

/** Signers kept (their lifted points), and after how many checks a signer's multiples are precomputed. */
const SIGNERS_KEPT = 256;
const CHECKS_BEFORE_TABLE = 16;
/** @noble's window for a point's table: ~25 ms to build on a slow core, each check then ~3× faster. */
const TABLE_WINDOW = 8;

interface Signer {
  point: Point;
  checks: number;
}

const bigintOf = (hex: string) => BigInt(`0x${hex}`);

/**
 * `scalar`·`point` for public values (a signature check): with the point's precomputed table where it has one
 * (the base point; a signer from its 16th check), adding only the table entries the scalar's two halves need
 * (the tables are @noble's, built for 128-bit halves of the endomorphism split). @noble's `multiplyUnsafe`
 * takes its constant-time path as soon as a point has a table, which also adds a decoy entry for every window
 * (for secret scalars): twice the additions. Without a table, its own endomorphism ladder.
 */
const windows = new wNAF(secp256k1.Point, Math.ceil(Fn.BITS / 2));
const affineTable = (points: Point[]) => normalizeZ(secp256k1.Point, points);
function multiplyPublic(point: Point, scalar: bigint): Point {
  if (!windows.hasCache(point) || scalar === 0n) return point.multiplyUnsafe(scalar);
  const { k1, k1neg, k2, k2neg } = splitScalar(scalar);
  const first = windows.unsafe(point, k1, affineTable);
  const second = endomorphism(windows.unsafe(point, k2, affineTable));
  return (k1neg ? first.negate() : first).add(k2neg ? second.negate() : second);
}

/**
 * BIP-340 signature checks (nostr events' `sig`) for signers that repeat: the seals of a conversation are
 * signed by the same two people, hundreds of times in a long thread. A signer's public key is lifted to its
 * curve point once (a modular square root) and, from its 16th check on, gets a table of precomputed multiples;
 * the check itself is BIP-340's: R = s·G − e·P must have an even y and the signature's r as x. Each call
 * gets its own cache (the gift-wrap worker keeps one for its life); nothing secret is involved.
 */
export function repeatSignerVerifier(): (event: NostrEvent) => boolean {
  const check = repeatSignerSignatureCheck();
  return (event) => {
    try {
      return isHex64(event.id) && isHex64(event.pubkey) && getEventHash(event) === event.id && check(event.sig, event.id, event.pubkey);
    } catch {
      return false;
    }
  };
}

/**
 * The signature check alone: `sig` (128 hex) over the 32-byte `message` (64 hex, an event's id) by the x-only
 * `pubkey` (64 hex). Exposed for the BIP-340 test vectors, whose messages are not event ids.
 */
export function repeatSignerSignatureCheck(): (sig: string, message: string, pubkey: string) => boolean {
  const signers = new Map<string, Signer>();
  const signerOf = (pubkey: string): Signer => {
    let signer = signers.get(pubkey);
    if (signer === undefined) {
      if (signers.size >= SIGNERS_KEPT) signers.clear();
      signer = { point: schnorr.utils.lift_x(bigintOf(pubkey)), checks: 0 };
      signers.set(pubkey, signer);
    }
    signer.checks += 1;
    if (signer.checks === CHECKS_BEFORE_TABLE) signer.point.precompute(TABLE_WINDOW, false);
    return signer;
  };

  return (sig, message, pubkey) => {
    try {
      if (!SIGNATURE.test(sig) || !isHex64(message) || !isHex64(pubkey)) return false;
      const r = bigintOf(sig.slice(0, 64));
      const s = bigintOf(sig.slice(64));
      if (!Fp.isValidNot0(r) || !Fn.isValidNot0(s)) return false;
      const { point } = signerOf(pubkey);
      const e = Fn.create(bigintOf(bytesHex(schnorr.utils.taggedHash('BIP0340/challenge', Fn.toBytes(r), schnorr.utils.pointToBytes(point), hexToBytes(message)))));
      const R = multiplyPublic(BASE, s).add(multiplyPublic(point, Fn.neg(e)));
      if (R.is0()) return false;
      const { x, y } = R.toAffine();
      return (y & 1n) === 0n && x === r;
    } catch {
      // Not a point on the curve (lift_x), or a value out of range.
      return false;
    }
  };
}

function bytesHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
