import { lazy } from 'react';

import { PrivateListSync } from '@/features/private-lists/public';

import { favouritesStore } from '../favourites-store';

const AccountFavouritesSync = lazy(() => import('./AccountFavouritesSync').then((module) => ({ default: module.AccountFavouritesSync })));

/**
 * Keeps the favourites store on the right list: this browser's while signed out; signed in, the user's
 * bookmark list, read (and decrypted) by a chunk that loads after the page's first paint.
 */
export function FavouritesSync() {
  return <PrivateListSync store={favouritesStore} account={AccountFavouritesSync} />;
}
