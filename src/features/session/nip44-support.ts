import type { NostrSigner } from '@nostrify/nostrify';

type Cipher = NonNullable<NostrSigner['nip44']>;

import { Nip44Unsupported } from '@/nostr/nip44-unsupported';

export { isNip44Unsupported, NIP44_MISSING, Nip44Unsupported } from '@/nostr/nip44-unsupported';

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
