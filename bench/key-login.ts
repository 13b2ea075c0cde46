import { NLogin } from '@nostrify/react/login';
import { nip19 } from 'nostr-tools';

import { STORAGE_KEYS } from '../src/config/constants';

/** The localStorage entry of a key login with `secretKey`, as the app stores it: the page opens signed in. */
export function keyLoginEntry(secretKey: Uint8Array): [string, string] {
  return [STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(secretKey))])];
}
