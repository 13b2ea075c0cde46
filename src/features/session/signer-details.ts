import type { NUser } from '@nostrify/react/login';

type Signer = NUser['signer'];

/** The nsec behind each key login's signer, for {@link localNsecOf}. */
const localKeys = new WeakMap<Signer, string>();
/** The relays of each bunker login's remote signer, for {@link remoteSignerRelaysOf}. */
const signerRelays = new WeakMap<Signer, readonly string[]>();

/**
 * What the page knows of a login's signer beyond what it can sign and encrypt: the accounts feature notes it
 * when it turns a stored login into a signer (the nsec of a key login, the relays of a bunker login).
 */
export function noteSignerDetails(signer: Signer, details: { nsec?: string; remoteSignerRelays?: readonly string[] }): void {
  if (details.nsec !== undefined) localKeys.set(signer, details.nsec);
  if (details.remoteSignerRelays !== undefined) signerRelays.set(signer, details.remoteSignerRelays);
}

/**
 * The nsec of a key login (undefined for extension and bunker logins, whose keys are elsewhere), for work
 * that must not block the page: private messages open hundreds of gift wraps in a Web Worker with it
 * (docs/architecture.md §18). It never leaves the page.
 */
export function localNsecOf(user: Pick<NUser, 'signer'>): string | undefined {
  return localKeys.get(user.signer);
}

/**
 * The relays a bunker login talks to its remote signer over (empty for other logins): chosen by the user, so
 * they may learn who the user is when they ask for a NIP-42 login (docs/architecture.md §5).
 */
export function remoteSignerRelaysOf(user: Pick<NUser, 'signer'>): readonly string[] {
  return signerRelays.get(user.signer) ?? [];
}
