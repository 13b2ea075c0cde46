import type { NUser } from '@nostrify/react/login';
import { useMemo } from 'react';

import { useAccountListSync } from '@/features/private-lists/public';
import { appDataFilter, isAppDataEvent, SAVED_SEARCHES_D } from '@/nostr/app-data';
import type { NostrEvent } from '@/nostr/event';

import { savedSearchesStore } from '../saved-searches-store';
import { UploadLocalSavedSearches } from './UploadLocalSavedSearches';

/** Signed in: the saved searches are NIP-78 app data (kind 30078, d `carstr/saved-searches`) on the user's relays. */
export function AccountSavedSearchesSync({ user }: { user: NUser }) {
  const filter = useMemo(() => appDataFilter(user.pubkey, SAVED_SEARCHES_D), [user.pubkey]);
  const accept = useMemo(() => (event: NostrEvent) => isAppDataEvent(event, user.pubkey, SAVED_SEARCHES_D), [user.pubkey]);
  useAccountListSync(savedSearchesStore, user, filter, accept);
  return <UploadLocalSavedSearches />;
}
