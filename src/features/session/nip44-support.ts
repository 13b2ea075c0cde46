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

/**
 * The signer's NIP-04 cipher, or undefined when it has none: only to read (and write back) lists another client
 * encrypted with NIP-04, such as an older mute list (NIP-51). Nothing new is encrypted with it.
 */
export async function legacyNip04(signer: NostrSigner): Promise<NonNullable<NostrSigner['nip04']> | undefined> {
  const inner = isLoadable(signer) ? await signer.load() : signer;
  return inner.nip04;
}
