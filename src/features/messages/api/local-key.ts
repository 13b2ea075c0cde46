import type { NUser } from '@nostrify/react/login';

import type { Unwrapper } from './unwrappers';

/**
 * A worker-backed unwrapper when the account's own key is on this page (a key login). Undefined for now:
 * the accounts feature does not hand out keys yet, so every login decrypts through its signer (batched).
 */
export function localKeyUnwrapper(user: NUser): Unwrapper | undefined {
  void user;
  return undefined;
}
