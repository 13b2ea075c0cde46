import { NLogin } from '@nostrify/react/login';
import { nip19 } from 'nostr-tools';

import { STORAGE_KEYS } from '@/config/constants';

import type { TestKeys } from '@testing/test-keys';

/** A returning user: their key login stored the way the accounts feature stores it, before the providers mount. */
export function signIn(keys: Pick<TestKeys, 'secretKey'>): void {
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
}
