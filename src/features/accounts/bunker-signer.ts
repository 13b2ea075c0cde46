import { NConnectSigner, NSecSigner, type NostrSigner } from '@nostrify/nostrify';
import type { NLoginType } from '@nostrify/react/login';
import { nip19 } from 'nostr-tools';

import { TIMEOUTS } from '@/config/constants';
import { relayGroup, type RelayPool } from '@/features/relay/public';

/**
 * The NIP-46 client of a stored bunker login, talking to the bunker's relays over the page's connections. A
 * chunk of its own (login-signer.ts loads it): the NIP-46 client brings zod, which key and extension logins
 * never need.
 */
export function bunkerSigner(login: Extract<NLoginType, { type: 'bunker' }>, pool: RelayPool): NostrSigner {
  const decoded = nip19.decode(login.data.clientNsec);
  if (decoded.type !== 'nsec') throw new Error('Invalid client key in the bunker login');
  return new NConnectSigner({
    relay: relayGroup(pool, login.data.relays),
    pubkey: login.data.bunkerPubkey,
    signer: new NSecSigner(decoded.data),
    timeout: TIMEOUTS.signerCommand,
  });
}
