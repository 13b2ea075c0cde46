import type { NLoginType, NUser } from '@nostrify/react/login';

import type { RelayPool } from '@/features/relay/public';
import { noteSignerDetails } from '@/features/session/public';

import { LazySigner } from './lazy-signer';

const SUPPORTED: readonly string[] = ['nsec', 'bunker', 'extension'];

/**
 * The user behind a stored login: its method, key and signer (see login-signer.ts). The signer loads on
 * first use, so a page that only shows who is signed in does not download the signing code.
 */
export function userFromLogin(login: NLoginType, pool: RelayPool): NUser {
  if (!SUPPORTED.includes(login.type)) throw new Error(`Unsupported login type: ${login.type}`);
  const signer = new LazySigner(login.pubkey, () => import('./login-signer').then(({ signerForLogin }) => signerForLogin(login, pool)));
  if (login.type === 'nsec') noteSignerDetails(signer, { nsec: login.data.nsec });
  if (login.type === 'bunker') noteSignerDetails(signer, { remoteSignerRelays: login.data.relays });
  return { method: login.type, pubkey: login.pubkey, signer };
}

/** The id NLogin gives every login (docs/product.md §3: type:pubkey); stored logins are validated to follow it. */
export function loginIdOf(user: Pick<NUser, 'method' | 'pubkey'>): string {
  return `${user.method}:${user.pubkey}`;
}
