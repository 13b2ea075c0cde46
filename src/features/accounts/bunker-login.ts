import type { NPool } from '@nostrify/nostrify';
import { NLogin, type NLoginType } from '@nostrify/react/login';

import { isHex64 } from '@/nostr/event';

/**
 * NIP-46 login from a checked bunker URI (see checkBunkerUri): Nostrify connects (with the URI's secret),
 * then asks for the user's public key, each command with the 60 s timeout of docs/product.md §9, and throws the
 * signer's error text when a command fails. A key that is not 64 hex characters is refused here.
 */
export async function loginWithBunker(uri: string, pool: NPool): Promise<Extract<NLoginType, { type: 'bunker' }>> {
  const login = await NLogin.fromBunker(uri, pool);
  if (!isHex64(login.pubkey)) throw new Error('The remote signer returned an invalid public key.');
  return login;
}
