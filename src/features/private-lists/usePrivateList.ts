import { useCallback, useContext, useLayoutEffect, useSyncExternalStore } from 'react';

import { CurrentUserContext } from '@/features/session/public';

import type { ListState } from './list-store-types';
import type { PrivateListStore } from './private-list-store';

function useSignedInPubkey(): string | undefined {
  return useContext(CurrentUserContext)?.user?.pubkey;
}

/**
 * Signed in, the list is the account's from the first render that knows it: the sync that reads it loads
 * only once someone signs in (src/app/layout/AccountListSyncs.tsx), and until it arrives the list shows as
 * loading, not as this browser's (docs/architecture.md §16). Signing out is the sync's to follow: it is
 * mounted by then.
 */
function useAccountExpected<T, E>(store: PrivateListStore<T, E>): void {
  const pubkey = useSignedInPubkey();
  useLayoutEffect(() => {
    if (pubkey !== undefined) store.expectAccount(pubkey);
  }, [store, pubkey]);
}

/**
 * How every button edits a list: signed in, an edit made before the list's sync has loaded waits for the
 * account's list ("Loading your list…") instead of landing in this browser's (docs/architecture.md §16).
 */
export function usePrivateListEdit<T, E>(store: PrivateListStore<T, E>): (...edits: E[]) => Promise<void> {
  const pubkey = useSignedInPubkey();
  return useCallback(
    (...edits: E[]) => {
      if (pubkey !== undefined) store.expectAccount(pubkey);
      return store.edit(...edits);
    },
    [store, pubkey],
  );
}

/** The list's current state; re-renders when it changes. */
export function usePrivateList<T, E>(store: PrivateListStore<T, E>): ListState<T, E> {
  useAccountExpected(store);
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * One derived value of the list (e.g. whether one listing is a favourite); re-renders only when it changes.
 * Used by every card's heart, it leaves the account's expectation to the edit (usePrivateListEdit) and the
 * list's screens: a grid mounts dozens of them on a search keystroke.
 */
export function usePrivateListSelector<T, E, R>(store: PrivateListStore<T, E>, select: (state: ListState<T, E>) => R): R {
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
