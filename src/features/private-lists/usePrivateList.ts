import { useSyncExternalStore } from 'react';

import type { ListState } from './list-store-types';
import type { PrivateListStore } from './private-list-store';

/** The list's current state; re-renders when it changes. */
export function usePrivateList<T, E>(store: PrivateListStore<T, E>): ListState<T, E> {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** One derived value of the list (e.g. whether one listing is a favourite); re-renders only when it changes. */
export function usePrivateListSelector<T, E, R>(store: PrivateListStore<T, E>, select: (state: ListState<T, E>) => R): R {
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
