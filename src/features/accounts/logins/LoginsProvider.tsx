import type { NLoginStorage, NLoginType } from '@nostrify/react/login';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';

import { changeLoginList, loggedOutPubkeys, parseStoredLogins, type LoginListChange } from './login-list';
import { LoginsContext, type Logins } from './logins-context';

/**
 * The saved logins for the whole page, kept in `storage` under `storageKey` in the stored format of
 * @nostrify/react's login provider. Unlike that provider, a storage that answers at once (a visitor with
 * nothing saved) renders the app in the first render instead of one render and a microtask later: the home
 * page's first commit is the page, not an empty root (docs/architecture.md §10, static home shell). A storage
 * that answers with a promise renders nothing until it has answered.
 * `forgetAccount` is called for each account that leaves the list (logged out), once the page no longer
 * shows it, to remove what the browser keeps of it (docs/architecture.md §9).
 */
export function LoginsProvider({
  storage,
  storageKey,
  forgetAccount,
  children,
}: {
  storage: NLoginStorage;
  storageKey: string;
  forgetAccount?: (pubkey: string) => void;
  children: ReactNode;
}) {
  const [stored] = useState(() => storage.getItem(storageKey));
  const [loaded, setLoaded] = useState<readonly NLoginType[] | undefined>(() => (stored instanceof Promise ? undefined : parseStoredLogins(stored)));

  useEffect(() => {
    if (!(stored instanceof Promise)) return;
    let cancelled = false;
    stored.then(
      (raw) => {
        if (!cancelled) setLoaded(parseStoredLogins(raw));
      },
      (error: unknown) => {
        console.warn('[accounts] Could not read the saved logins.', error);
        if (!cancelled) setLoaded([]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [stored]);

  if (loaded === undefined) return null;
  return (
    <LoadedLogins initial={loaded} storage={storage} storageKey={storageKey} forgetAccount={forgetAccount}>
      {children}
    </LoadedLogins>
  );
}

/** What the dispatcher can do; `change` is stable, so are these. */
function loginActions(change: (change: LoginListChange) => void): Omit<Logins, 'logins'> {
  return {
    addLogin: (login, makeCurrent) => change({ type: 'add', login, makeCurrent }),
    setLogin: (id) => change({ type: 'set-current', id }),
    removeLogin: (id) => change({ type: 'remove', id }),
  };
}

function LoadedLogins({
  initial,
  storage,
  storageKey,
  forgetAccount,
  children,
}: {
  initial: readonly NLoginType[];
  storage: NLoginStorage;
  storageKey: string;
  forgetAccount: ((pubkey: string) => void) | undefined;
  children: ReactNode;
}) {
  const [logins, change] = useReducer(changeLoginList, initial);
  // Written back on every change and once at start: the storage's guards (validation, protected keys) apply
  // to what is stored, as they did with the provider this replaces.
  useEffect(() => {
    void storage.setItem(storageKey, JSON.stringify(logins));
  }, [logins, storage, storageKey]);
  // After the commit that stopped showing a logged-out account: nothing rendered for it can write its data
  // again once it is removed.
  const shown = useRef(logins);
  useEffect(() => {
    const before = shown.current;
    shown.current = logins;
    if (forgetAccount) for (const pubkey of loggedOutPubkeys(before, logins)) forgetAccount(pubkey);
  }, [logins, forgetAccount]);
  const actions = useMemo(() => loginActions(change), [change]);
  const value = useMemo((): Logins => ({ logins, ...actions }), [logins, actions]);
  return <LoginsContext.Provider value={value}>{children}</LoginsContext.Provider>;
}
