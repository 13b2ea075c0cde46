import type { NUser } from '@nostrify/react/login';
import { decode } from 'nostr-tools/nip19';

import { localNsecOf } from '@/features/session/public';

import { encryptedMessageCache } from './message-cache';
import { keyUnwrapper, type Unwrapper } from './unwrappers';

/**
 * A worker-backed unwrapper when the account's own key is on this page (a key login), with the local copy of
 * opened messages encrypted with that key; undefined for extension and bunker logins, which decrypt through
 * their signer and keep no copy.
 */
export function localKeyUnwrapper(user: Pick<NUser, 'pubkey' | 'signer'>): Unwrapper | undefined {
  const nsec = localNsecOf(user);
  if (nsec === undefined) return undefined;
  try {
    const decoded = decode(nsec);
    return decoded.type === 'nsec' ? keyUnwrapper(user.pubkey, decoded.data, encryptedMessageCache(user.pubkey, decoded.data)) : undefined;
  } catch {
    return undefined;
  }
}
