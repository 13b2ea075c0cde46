import { NLogin, type NLoginType } from '@nostrify/react/login';
import { useMemo } from 'react';

import { useNostr } from '@/features/relay/public';

import { loginWithBunker, loginWithNostrConnect, type NostrConnectSession } from './bunker-login';
import { loginWithExtension } from './extension-login';
import { useLogins } from './logins/logins-context';
import { useProtectedKeys } from './useProtectedKeys';

/** Logging in, switching and logging out. A new login becomes the active account (docs/product.md §4 set active). */
export function useLoginActions() {
  const { nostr } = useNostr();
  const { addLogin, setLogin, removeLogin } = useLogins();
  const { forget } = useProtectedKeys();

  return useMemo(() => {
    const activate = (login: NLoginType) => {
      addLogin(login, true);
      return login;
    };
    return {
      /** Throws when the nsec does not decode. */
      nsec: (nsec: string) => activate(NLogin.fromNsec(nsec)),
      bunker: async (uri: string) => activate(await loginWithBunker(uri, nostr)),
      /** Waits for a signer app to answer the session's nostrconnect:// URI (cancelled through `signal`). */
      nostrConnect: async (session: NostrConnectSession, signal: AbortSignal) =>
        activate(await loginWithNostrConnect(session, nostr, signal)),
      extension: async () => activate(await loginWithExtension()),
      switchTo: (loginId: string) => setLogin(loginId),
      /**
       * Removes only this account; the next saved one (if any) becomes active. A password-protected key goes
       * too: logging out means this browser no longer holds the account, and it would ask to unlock it again.
       */
      logout: (loginId: string) => {
        removeLogin(loginId);
        if (loginId.startsWith('nsec:')) forget(loginId.slice('nsec:'.length));
      },
    };
  }, [addLogin, setLogin, removeLogin, nostr, forget]);
}
