import { lazy, Suspense, useEffect, useState } from 'react';

import { useCurrentUser } from '@/features/session/public';

import { savedSearchesStore } from '../saved-searches-store';

const AccountSavedSearchesSync = lazy(() =>
  import('./AccountSavedSearchesSync').then((module) => ({ default: module.AccountSavedSearchesSync })),
);

/** This browser's saved searches signed out; signed in, the user's NIP-78 app data, read after first paint. */
export function SavedSearchesSync() {
  const { user } = useCurrentUser();
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (user) savedSearchesStore.expectAccount(user.pubkey);
    else savedSearchesStore.showLocal();
  }, [user]);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);

  if (!user || !painted) return null;
  return (
    <Suspense fallback={null}>
      <AccountSavedSearchesSync key={user.pubkey} user={user} />
    </Suspense>
  );
}
