import type { NLoginType, NUser } from '@nostrify/react/login';

import type { RelayPool } from '@/features/relay/public';

import { LazySigner } from './lazy-signer';

const SUPPORTED: readonly string[] = ['nsec', 'bunker', 'extension'];

/**
 * The user behind a stored login: its method, key and signer (see login-signer.ts). The signer loads on
 * first use, so a page that only shows who is signed in does not download the signing code.
 */
export function userFromLogin(login: NLoginType, pool: RelayPool): NUser {
  if (!SUPPORTED.includes(login.type)) throw new Error(`Unsupported login type: ${login.type}`);
  const signer = new LazySigner(login.pubkey, () => import('./login-signer').then(({ signerForLogin }) => signerForLogin(login, pool)));
  if (login.type === 'nsec') localKeys.set(signer, login.data.nsec);
  if (login.type === 'bunker') signerRelays.set(signer, login.data.relays);
  return { method: login.type, pubkey: login.pubkey, signer };
}

/** The nsec behind each key login's signer, for {@link localNsecOf}. */
const localKeys = new WeakMap<NUser['signer'], string>();

/**
 * The nsec of a key login (undefined for extension and bunker logins, whose keys are elsewhere), for work
 * that must not block the page: private messages open hundreds of gift wraps in a Web Worker with it
 * (docs/architecture.md §18). It never leaves the page.
 */
export function localNsecOf(user: Pick<NUser, 'signer'>): string | undefined {
  return localKeys.get(user.signer);
}

/** The relays of each bunker login's remote signer, for {@link remoteSignerRelaysOf}. */
const signerRelays = new WeakMap<NUser['signer'], readonly string[]>();

/**
 * The relays a bunker login talks to its remote signer over (empty for other logins): chosen by the user, so
 * they may learn who the user is when they ask for a NIP-42 login (docs/architecture.md §5).
 */
export function remoteSignerRelaysOf(user: Pick<NUser, 'signer'>): readonly string[] {
  return signerRelays.get(user.signer) ?? [];
}

/** The id NLogin gives every login (docs/product.md §3: type:pubkey); stored logins are validated to follow it. */
export function loginIdOf(user: Pick<NUser, 'method' | 'pubkey'>): string {
  return `${user.method}:${user.pubkey}`;
}
