import { useState } from 'react';

import { DeferredFavouritesSync } from '@/features/favourites/public';
import { DeferredMutesSync } from '@/features/mutes/public';
import { DeferredSavedSearchesSync } from '@/features/saved-searches/public';
import { useCurrentUser } from '@/features/session/public';

/**
 * The favourites, saved searches and mutes follow the signed-in account's lists (docs/architecture.md §16).
 * Until someone signs in, each store already shows this browser's list, so a visitor who never signs in does
 * not download the syncs; once mounted they stay, as signing out switches the stores back to this browser's.
 */
export function AccountListSyncs() {
  const { user } = useCurrentUser();
  const [signedIn, setSignedIn] = useState(user !== undefined);
  if (user !== undefined && !signedIn) setSignedIn(true);
  if (!signedIn) return null;
  return (
    <>
      <DeferredFavouritesSync />
      <DeferredSavedSearchesSync />
      <DeferredMutesSync />
    </>
  );
}
