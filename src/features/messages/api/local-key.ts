import type { NUser } from '@nostrify/react/login';
import { decode } from 'nostr-tools/nip19';

import { localNsecOf } from '@/features/accounts/public';

import { keyUnwrapper, type Unwrapper } from './unwrappers';

/**
 * A worker-backed unwrapper when the account's own key is on this page (a key login); undefined for extension
 * and bunker logins, which decrypt through their signer.
 */
export function localKeyUnwrapper(user: Pick<NUser, 'pubkey' | 'signer'>): Unwrapper | undefined {
  const nsec = localNsecOf(user);
  if (nsec === undefined) return undefined;
  try {
    const decoded = decode(nsec);
    return decoded.type === 'nsec' ? keyUnwrapper(user.pubkey, decoded.data) : undefined;
  } catch {
    return undefined;
  }
}
