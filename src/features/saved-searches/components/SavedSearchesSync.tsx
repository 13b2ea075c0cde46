import { lazy } from 'react';

import { PrivateListSync } from '@/features/private-lists/public';

import { savedSearchesStore } from '../saved-searches-store';

const AccountSavedSearchesSync = lazy(() =>
  import('./AccountSavedSearchesSync').then((module) => ({ default: module.AccountSavedSearchesSync })),
);

/** This browser's saved searches signed out; signed in, the user's NIP-78 app data, read after first paint. */
export function SavedSearchesSync() {
  return <PrivateListSync store={savedSearchesStore} account={AccountSavedSearchesSync} />;
}
