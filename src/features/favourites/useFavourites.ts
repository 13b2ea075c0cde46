import { useMemo } from 'react';

import { usePrivateList, usePrivateListSelector } from '@/features/private-lists/public';
import { favouriteAddresses } from '@/nostr/bookmark-list';

import { favouriteSet, favouritesStore } from './favourites-store';

/** Every favourite (newest saved last, as the list keeps them) and the list's state. */
export function useFavourites() {
  const state = usePrivateList(favouritesStore);
  const addresses = useMemo(() => favouriteAddresses(state.value), [state.value]);
  return { state, addresses };
}

/** Whether one listing is a favourite; re-renders only when that changes. */
export function useIsFavourite(address: string): boolean {
  return usePrivateListSelector(favouritesStore, (state) => favouriteSet(state).has(address));
}
