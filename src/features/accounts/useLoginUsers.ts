import { useNostr } from '@/features/relay/public';
import type { NUser } from '@nostrify/react/login';
import { useMemo } from 'react';

import type { CurrentUser } from '@/features/session/public';

import { userFromLogin } from './login-to-user';
import { useLogins } from './logins/logins-context';

/**
 * The users behind the stored logins, each with its signer, the active one first. Computed once for the page
 * by CurrentUserProvider; everyone else reads it with the session feature's useCurrentUser.
 */
export function useLoginUsers(): CurrentUser {
  const { nostr } = useNostr();
  const { logins } = useLogins();

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

  return useMemo(() => ({ user: users[0], users }), [users]);
}
