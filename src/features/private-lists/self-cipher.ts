import type { NostrSigner } from '@nostrify/nostrify';

import type { SelfCipher } from '@/nostr/self-encrypted';

import { NoNip44Error } from './private-list-store';

const UNSUPPORTED = /does not support NIP-?44|nip44.*(not|un)(supported|available)/i;

async function guard(run: () => Promise<string>): Promise<string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && UNSUPPORTED.test(error.message)) throw new NoNip44Error();
    throw error;
  }
}

/**
 * NIP-44 encryption to oneself with the account's signer. A signer without NIP-44 (an old extension) fails
 * here with {@link NoNip44Error} instead of somewhere inside a write; a signer that only says so when asked
 * (a lazily loaded one) fails the same way on first use.
 */
export function selfCipher(signer: NostrSigner, pubkey: string): SelfCipher {
  const nip44 = signer.nip44;
  if (!nip44) throw new NoNip44Error();
  return {
    encrypt: (plaintext) => guard(() => nip44.encrypt(pubkey, plaintext)),
    decrypt: (ciphertext) => guard(() => nip44.decrypt(pubkey, ciphertext)),
  };
}
