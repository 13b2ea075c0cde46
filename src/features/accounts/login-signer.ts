import type { NostrSigner, NPool } from '@nostrify/nostrify';
import { NUser, type NLoginType } from '@nostrify/react/login';

import { ExpectedAuthorSigner } from './expected-author-signer';

/**
 * The signer behind a stored login. Key logins sign here with the key itself; bunker and extension logins
 * sign elsewhere, so their results are checked against the account's key (see ExpectedAuthorSigner).
 * Loaded on demand (see LazySigner): it brings @noble, NIP-44 and the NIP-46 client.
 */
export function signerForLogin(login: NLoginType, pool: NPool): NostrSigner {
  switch (login.type) {
    case 'nsec':
      return NUser.fromNsecLogin(login).signer;
    case 'bunker':
      return new ExpectedAuthorSigner(NUser.fromBunkerLogin(login, pool).signer, login.pubkey);
    case 'extension':
      return new ExpectedAuthorSigner(NUser.fromExtensionLogin(login).signer, login.pubkey);
    default:
      throw new Error(`Unsupported login type: ${login.type}`);
  }
}
