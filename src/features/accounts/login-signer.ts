import { NConnectSigner, NSecSigner, type NostrSigner } from '@nostrify/nostrify';
import { NUser, type NLoginType } from '@nostrify/react/login';
import { getPublicKey, nip19 } from 'nostr-tools';

import { TIMEOUTS } from '@/config/constants';
import { preferSmallBaseTable } from '@/lib/base-point-table';
import { relayGroup, type RelayPool } from '@/features/relay/public';

import { ExpectedAuthorSigner } from './expected-author-signer';

/** The NIP-46 client of a stored bunker login, talking to the bunker's relays over the page's connections. */
function bunkerSigner(login: Extract<NLoginType, { type: 'bunker' }>, pool: RelayPool): NostrSigner {
  const decoded = nip19.decode(login.data.clientNsec);
  if (decoded.type !== 'nsec') throw new Error('Invalid client key in the bunker login');
  return new NConnectSigner({
    relay: relayGroup(pool, login.data.relays),
    pubkey: login.data.bunkerPubkey,
    signer: new NSecSigner(decoded.data),
    timeout: TIMEOUTS.signerCommand,
  });
}

/** docs/product.md §3 Login entry: what a key login whose key is another account's says when it is used. */
export const FOREIGN_KEY_MESSAGE = 'The saved key does not belong to this account. Log out, then log in again.';

/** Refuses a stored key login whose key is not the account's own (its storage altered or corrupted). */
function checkOwnKey(login: Extract<NLoginType, { type: 'nsec' }>): void {
  const decoded = nip19.decode(login.data.nsec);
  if (decoded.type !== 'nsec' || getPublicKey(decoded.data) !== login.pubkey) throw new Error(FOREIGN_KEY_MESSAGE);
}

/**
 * The signer behind a stored login. Key logins sign here with the key itself; bunker and extension logins
 * sign elsewhere, so their results are checked against the account's key (see ExpectedAuthorSigner).
 * Loaded on demand (see LazySigner): it brings @noble, NIP-44 and the NIP-46 client.
 */
export function signerForLogin(login: NLoginType, pool: RelayPool): NostrSigner {
  switch (login.type) {
    case 'nsec':
      // This chunk brings @noble to the page: its first signature (often a relay's AUTH) builds the small table.
      preferSmallBaseTable();
      checkOwnKey(login);
      return NUser.fromNsecLogin(login).signer;
    case 'bunker':
      return new ExpectedAuthorSigner(bunkerSigner(login, pool), login.pubkey);
    case 'extension':
      return new ExpectedAuthorSigner(NUser.fromExtensionLogin(login).signer, login.pubkey);
    default:
      throw new Error(`Unsupported login type: ${login.type}`);
  }
}
