import type { NUser } from '@nostrify/react/login';

import { selfCipher } from '@/features/private-lists/public';
import { legacyNip04 } from '@/features/session/public';
import type { MuteListCiphers } from '@/nostr/mute-list';
import type { SelfCipher } from '@/nostr/self-encrypted';

/**
 * The NIP-04 cipher to self that goes with a NIP-44 one, when the signer still has NIP-04: the list store hands
 * the adapter one cipher (private-lists' `AccountAccess`), and a mute list written by an older client is NIP-04
 * (NIP-51), so the adapter finds its companion here.
 */
const companions = new WeakMap<SelfCipher, SelfCipher>();

/** The account's ciphers for its mute list: NIP-44 to self, with NIP-04 noted beside it where the signer has it. */
export async function muteCipher(user: NUser): Promise<SelfCipher> {
  const nip44 = await selfCipher(user.signer, user.pubkey);
  const nip04 = await legacyNip04(user.signer).catch(() => undefined);
  return pairCiphers(
    nip44,
    nip04 === undefined
      ? undefined
      : { encrypt: (plaintext) => nip04.encrypt(user.pubkey, plaintext), decrypt: (ciphertext) => nip04.decrypt(user.pubkey, ciphertext) },
  );
}

/** Notes `nip04` as `nip44`'s companion (none: the signer has no NIP-04) and returns `nip44`, the cipher the store is given. */
export function pairCiphers(nip44: SelfCipher, nip04: SelfCipher | undefined): SelfCipher {
  if (nip04 !== undefined) companions.set(nip44, nip04);
  return nip44;
}

/** Both ciphers for `cipher` (made by {@link muteCipher}; any other has no NIP-04). */
export function muteCiphersOf(cipher: SelfCipher): MuteListCiphers {
  const nip04 = companions.get(cipher);
  return nip04 === undefined ? { nip44: cipher } : { nip44: cipher, nip04 };
}
