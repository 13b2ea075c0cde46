import { lazy, useEffect } from 'react';

import { PrivateListSync } from '@/features/private-lists/public';
import { useCurrentUser } from '@/features/session/public';

import { followMuteStore } from '../mute-store-follow';
import { muteStore } from '../mute-store';

const AccountMutesSync = lazy(() => import('./AccountMutesSync').then((module) => ({ default: module.AccountMutesSync })));

/**
 * Keeps the mute store on the signed-in account's list (read and decrypted by a chunk that loads after the
 * first paint) and the page's mutes on what it holds (docs/architecture.md §16, §20).
 */
export function MutesSync() {
  const { user } = useCurrentUser();
  const pubkey = user?.pubkey;
  useEffect(() => (pubkey === undefined ? undefined : followMuteStore(pubkey)), [pubkey]);
  return <PrivateListSync store={muteStore} account={AccountMutesSync} />;
}
