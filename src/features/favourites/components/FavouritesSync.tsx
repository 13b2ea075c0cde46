import { lazy, Suspense, useEffect, useState } from 'react';

import { useCurrentUser } from '@/features/session/public';

import { favouritesStore } from '../favourites-store';

const AccountFavouritesSync = lazy(() => import('./AccountFavouritesSync').then((module) => ({ default: module.AccountFavouritesSync })));

/**
 * Keeps the favourites store on the right list: this browser's while signed out; signed in, the user's
 * bookmark list, read (and decrypted) by a chunk that loads after the page's first paint.
 */
export function FavouritesSync() {
  const { user } = useCurrentUser();
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (user) favouritesStore.expectAccount(user.pubkey);
    else favouritesStore.showLocal();
  }, [user]);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);

  if (!user || !painted) return null;
  return (
    <Suspense fallback={null}>
      <AccountFavouritesSync key={user.pubkey} user={user} />
    </Suspense>
  );
}
