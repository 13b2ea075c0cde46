import { BunkerURI, NConnectSigner, NSecSigner } from '@nostrify/nostrify';
import { NLogin, type NLoginType } from '@nostrify/react/login';
import { generateSecretKey, nip19 } from 'nostr-tools';

import { TIMEOUTS } from '@/config/constants';
import { relayGroup, type RelayPool } from '@/features/relay/public';
import { isHex64 } from '@/nostr/event';

type BunkerLogin = Extract<NLoginType, { type: 'bunker' }>;

/**
 * NIP-46 login from a checked bunker URI (see checkBunkerUri): a fresh client key connects (with the URI's
 * secret) over the page's relay connections, then asks for the user's public key, each command with the
 * 60 s timeout of docs/product.md §9; the signer's error text is thrown when a command fails. A key that is
 * not 64 hex characters is refused here.
 */
export async function loginWithBunker(uri: string, pool: RelayPool): Promise<BunkerLogin> {
  const { pubkey: bunkerPubkey, secret, relays } = new BunkerURI(uri);
  if (relays.length === 0) throw new Error('No relay provided');
  const clientKey = generateSecretKey();
  const signer = new NConnectSigner({
    relay: relayGroup(pool, relays),
    pubkey: bunkerPubkey,
    signer: new NSecSigner(clientKey),
    timeout: TIMEOUTS.signerCommand,
  });
  await signer.connect(secret);
  const pubkey = await signer.getPublicKey();
  if (!isHex64(pubkey)) throw new Error('The remote signer returned an invalid public key.');
  return new NLogin('bunker', pubkey, { bunkerPubkey, clientNsec: nip19.nsecEncode(clientKey), relays });
}
