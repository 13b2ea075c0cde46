import type { NostrSigner } from '@nostrify/nostrify';

import { Nip44Unsupported, requireNip44 } from '@/features/session/public';
import type { SelfCipher } from '@/nostr/self-encrypted';

import { NoNip44Error } from './list-store-types';

const UNSUPPORTED = /does not support NIP-?44|nip44.*(not|un)(supported|available)/i;

function isUnsupported(error: unknown): boolean {
  return error instanceof Nip44Unsupported || (error instanceof Error && UNSUPPORTED.test(error.message));
}

async function guard(run: () => Promise<string>): Promise<string> {
  try {
    return await run();
  } catch (error) {
    if (isUnsupported(error)) throw new NoNip44Error();
    throw error;
  }
}

/**
 * NIP-44 encryption to oneself with the account's signer (session's `requireNip44`). A signer without NIP-44
 * (an old extension) fails here with {@link NoNip44Error}, before anything is read or written.
 */
export async function selfCipher(signer: NostrSigner, pubkey: string): Promise<SelfCipher> {
  let nip44: NonNullable<NostrSigner['nip44']>;
  try {
    nip44 = await requireNip44(signer);
  } catch (error) {
    if (isUnsupported(error)) throw new NoNip44Error();
    throw error;
  }
  return {
    encrypt: (plaintext) => guard(() => nip44.encrypt(pubkey, plaintext)),
    decrypt: (ciphertext) => guard(() => nip44.decrypt(pubkey, ciphertext)),
  };
}
