/**
 * What the boot script (src/boot-connect.ts) uses of the relay feature beyond its public entry: signature
 * checks in the early verification worker. No React here (docs/architecture.md §10, boot entries).
 */
export { earlyVerifier } from './verify/early-verify';
