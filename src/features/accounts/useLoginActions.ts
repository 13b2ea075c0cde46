import { useNostr } from '@nostrify/react';
import { NLogin, useNostrLogin, type NLoginType } from '@nostrify/react/login';
import { useMemo } from 'react';

import { loginWithBunker } from './bunker-login';
import { loginWithExtension } from './extension-login';

/**
 * Logging in, switching and logging out. A new login becomes the active account: the login list reducer
 * appends on add, so it is then moved to the front (SPEC §4 set active).
 */
export function useLoginActions() {
  const { nostr } = useNostr();
  const { addLogin, setLogin, removeLogin } = useNostrLogin();

  return useMemo(() => {
    const activate = (login: NLoginType) => {
      addLogin(login);
      setLogin(login.id);
      return login;
    };
    return {
      /** Throws when the nsec does not decode. */
      nsec: (nsec: string) => activate(NLogin.fromNsec(nsec)),
      bunker: async (uri: string) => activate(await loginWithBunker(uri, nostr)),
      extension: async () => activate(await loginWithExtension()),
      switchTo: (loginId: string) => setLogin(loginId),
      /** Removes only this account; the next saved one (if any) becomes active. */
      logout: (loginId: string) => removeLogin(loginId),
    };
  }, [addLogin, setLogin, removeLogin, nostr]);
}
