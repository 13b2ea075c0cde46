import { secp256k1 } from '@noble/curves/secp256k1.js';

/**
 * The page's own signatures (NIP-42 AUTH answers, the events a person publishes) use a 4-bit table of the
 * curve's base point instead of @noble's default 8-bit one. The page signs a handful of events: the small
 * table is built in ~12 ms on first use instead of ~32 ms (more on a busy phone core, where the first AUTH
 * answer of a messages page waited ~100 ms for it), and each signature costs ~1 ms more. Signature checks
 * run in the workers, whose module copies keep the large table. Called where a key login's signer is made,
 * before its first signature (features/accounts login-signer.ts).
 */
export const SIGNING_TABLE_WINDOW = 4;

let chosen = false;

/** Once per page: choosing the window again would drop the table already built. */
export function preferSmallSigningTable(): void {
  if (chosen) return;
  chosen = true;
  secp256k1.Point.BASE.precompute(SIGNING_TABLE_WINDOW, true);
}
