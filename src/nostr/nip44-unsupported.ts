/**
 * A signer without NIP-44 (docs/product.md §8): private messages and encrypted favourites need it. One error
 * for the whole app: the gift-wrap code throws it, the session feature's `requireNip44` and accounts' lazy
 * signer throw it, and {@link isNip44Unsupported} also recognises how extensions and bunkers word the same refusal.
 */
export const NIP44_MISSING =
  'Your signer does not support NIP-44 encryption, which private messages and favourites need. Update it or sign in with another signer.';

export class Nip44Unsupported extends Error {
  constructor() {
    super(NIP44_MISSING);
    this.name = 'Nip44Unsupported';
  }
}

/** How signers word "no NIP-44" (NIP-07 bridges, bunkers): "does not support nip44", "nip44 is not available"… */
const FOREIGN_WORDING = /not support nip-?44|nip-?44.*not (supported|available)|nip-?44 is not/i;

export function isNip44Unsupported(error: unknown): boolean {
  if (error instanceof Nip44Unsupported) return true;
  return error instanceof Error && (error.name === 'Nip44Unsupported' || FOREIGN_WORDING.test(error.message));
}
