import type { NostrSigner } from '@nostrify/nostrify';

type Cipher = NonNullable<NostrSigner['nip44']>;

/**
 * docs/product.md §8. Here rather than in login-messages.ts: the lazy signer, loaded with every page,
 * needs only this one.
 */
export const NIP44_MISSING =
  'Your signer does not support NIP-44 encryption, which private messages and favourites need. Update it or sign in with another signer.';

/** The signer of the account has no NIP-44; its message is for the user. */
export class Nip44Unsupported extends Error {
  constructor() {
    super(NIP44_MISSING);
    this.name = 'Nip44Unsupported';
  }
}

interface Loadable {
  load(): Promise<NostrSigner>;
}

function isLoadable(signer: NostrSigner): signer is NostrSigner & Loadable {
  return typeof (signer as Partial<Loadable>).load === 'function';
}

/**
 * The account signer's NIP-44 cipher, for features that need it (private messages, encrypted favourites).
 * Throws Nip44Unsupported, whose message tells the user what to do, when the signer has none: a NIP-07
 * extension without `nip44`. A remote signer may still refuse a request; its error text is thrown then.
 */
export async function requireNip44(signer: NostrSigner): Promise<Cipher> {
  const inner = isLoadable(signer) ? await signer.load() : signer;
  const cipher = inner.nip44;
  if (!cipher) throw new Nip44Unsupported();
  return cipher;
}
