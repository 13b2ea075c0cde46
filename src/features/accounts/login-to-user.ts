import type { NPool } from '@nostrify/nostrify';
import { NUser, type NLoginType } from '@nostrify/react/login';

import { ExpectedAuthorSigner } from './expected-author-signer';

/**
 * The signer behind a stored login. Key logins sign here with the key itself; bunker and extension logins
 * sign elsewhere, so their results are checked against the account's key (see ExpectedAuthorSigner).
 */
export function userFromLogin(login: NLoginType, pool: NPool): NUser {
  switch (login.type) {
    case 'nsec':
      return NUser.fromNsecLogin(login);
    case 'bunker': {
      const remote = NUser.fromBunkerLogin(login, pool);
      return new NUser(login.type, login.pubkey, new ExpectedAuthorSigner(remote.signer, login.pubkey));
    }
    case 'extension': {
      const browser = NUser.fromExtensionLogin(login);
      return new NUser(login.type, login.pubkey, new ExpectedAuthorSigner(browser.signer, login.pubkey));
    }
    default:
      throw new Error(`Unsupported login type: ${login.type}`);
  }
}

/** The id NLogin gives every login (SPEC §3: type:pubkey); stored logins are validated to follow it. */
export function loginIdOf(user: Pick<NUser, 'method' | 'pubkey'>): string {
  return `${user.method}:${user.pubkey}`;
}
