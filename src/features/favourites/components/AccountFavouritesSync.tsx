import type { NUser } from '@nostrify/react/login';
import { useMemo } from 'react';

import { KIND } from '@/config/constants';
import { useAccountListSync } from '@/features/private-lists/public';
import { bookmarkListFilter } from '@/nostr/bookmark-list';
import type { NostrEvent } from '@/nostr/event';

import { favouritesStore } from '../favourites-store';
import { UploadLocalFavourites } from './UploadLocalFavourites';

/** Signed in: the favourites are the user's NIP-51 bookmark list (kind 10003) on their relays. */
export function AccountFavouritesSync({ user }: { user: NUser }) {
  const filter = useMemo(() => bookmarkListFilter(user.pubkey), [user.pubkey]);
  const accept = useMemo(() => (event: NostrEvent) => event.kind === KIND.bookmarkList && event.pubkey === user.pubkey, [user.pubkey]);
  useAccountListSync(favouritesStore, user, filter, accept);
  return <UploadLocalFavourites />;
}
