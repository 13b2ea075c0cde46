import { useMemo } from 'react';

import { usePrivateList, usePrivateListEdit, usePrivateListSelector } from '@/features/private-lists/public';
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

/** Whether a press on this listing's heart waits for relays that have not answered yet. */
export function useFavouriteWaiting(address: string): boolean {
  return usePrivateListSelector(favouritesStore, (state) => state.waiting.some((edit) => edit.address === address));
}

/** Saves or removes favourites (on the account's list once signed in, even before its sync has loaded). */
export function useFavouriteEdit() {
  return usePrivateListEdit(favouritesStore);
}
