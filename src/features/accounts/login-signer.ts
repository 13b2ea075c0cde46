import { NBrowserSigner, NSecSigner, type NostrSigner } from '@nostrify/nostrify';
import type { NLoginType } from '@nostrify/react/login';
import { getPublicKey, nip19 } from 'nostr-tools';

import { preferSmallBaseTable } from '@/lib/base-point-table';
import type { RelayPool } from '@/features/relay/public';

import { ExpectedAuthorSigner } from './expected-author-signer';

/** docs/product.md §3 Login entry: what a key login whose key is another account's says when it is used. */
export const FOREIGN_KEY_MESSAGE = 'The saved key does not belong to this account. Log out, then log in again.';

/** The key of a stored key login, refused if it is not the account's own (its storage altered or corrupted). */
function ownKey(login: Extract<NLoginType, { type: 'nsec' }>): Uint8Array {
  const decoded = nip19.decode(login.data.nsec);
  if (decoded.type !== 'nsec' || getPublicKey(decoded.data) !== login.pubkey) throw new Error(FOREIGN_KEY_MESSAGE);
  return decoded.data;
}

/**
 * The signer behind a stored login. Key logins sign here with the key itself; bunker and extension logins
 * sign elsewhere, so their results are checked against the account's key (see ExpectedAuthorSigner).
 * Loaded on demand (see LazySigner): it brings @noble and NIP-44; a bunker login also the NIP-46 client.
 */
export async function signerForLogin(login: NLoginType, pool: RelayPool): Promise<NostrSigner> {
  switch (login.type) {
    case 'nsec':
      // This chunk brings @noble to the page: its first signature (often a relay's AUTH) builds the small table.
      preferSmallBaseTable();
      return new NSecSigner(ownKey(login));
    case 'bunker': {
      const { bunkerSigner } = await import('./bunker-signer');
      return new ExpectedAuthorSigner(bunkerSigner(login, pool), login.pubkey);
    }
    case 'extension':
      return new ExpectedAuthorSigner(new NBrowserSigner(), login.pubkey);
    default:
      throw new Error(`Unsupported login type: ${login.type}`);
  }
}
