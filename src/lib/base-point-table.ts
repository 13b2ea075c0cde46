import { secp256k1 } from '@noble/curves/secp256k1.js';

/**
 * A 4-bit table of the curve's base point instead of @noble's default 8-bit one, for the page's own signatures
 * (NIP-42 AUTH answers, the events a person publishes) and for the signature-verification worker. The first
 * signature check, which builds the table, takes ~15–20 ms with the small one against ~65–70 ms with the default
 * (Node, this 2-core box; more on a busy phone core, where a messages page's first AUTH answer, or a first
 * visit's first card waiting on the verification worker, waited on it); each later one costs ~0.5 ms more. Set before the first use of @noble in each bundle that takes it
 * (features/accounts login-signer.ts, features/relay verify.worker.ts): choosing the window again would drop a
 * table already built.
 */
export const BASE_TABLE_WINDOW = 4;

let chosen = false;

/** Once per page or worker. */
export function preferSmallBaseTable(): void {
  if (chosen) return;
  chosen = true;
  secp256k1.Point.BASE.precompute(BASE_TABLE_WINDOW, true);
}
