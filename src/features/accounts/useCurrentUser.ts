import { useNostr } from '@nostrify/react';
import { useNostrLogin, type NUser } from '@nostrify/react/login';
import { useMemo } from 'react';

import { userFromLogin } from './login-to-user';

export interface CurrentUser {
  /** The active account (the first login), or undefined when signed out. */
  user: NUser | undefined;
  /** Every logged-in account, the active one first. */
  users: NUser[];
}

/** The signed-in user and its signer; the public way for other features to ask "who is signing?". */
export function useCurrentUser(): CurrentUser {
  const { nostr } = useNostr();
  const { logins } = useNostrLogin();

  const users = useMemo(() => {
    const list: NUser[] = [];
    for (const login of logins) {
      try {
        list.push(userFromLogin(login, nostr));
      } catch (error) {
        console.warn(`[accounts] Skipped login ${login.id}: it cannot be turned into a signer.`, error);
      }
    }
    return list;
  }, [logins, nostr]);

  return { user: users[0], users };
}
