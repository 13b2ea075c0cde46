import { useEffect, useMemo } from 'react';

import { relaysKey } from '@/features/network/public';
import { useNostr } from '@/features/relay/public';
import { useCurrentUser } from '@/features/session/public';

import { acquireInbox, inboxStoreFor, releaseInbox, unwrapperFor } from './account-inboxes';
import type { InboxStore } from './inbox-store';
import { localKeyUnwrapper } from './local-key';
import { useDmRelays, type DmRelaysState } from './useDmRelays';
import { useOwnDmRelaysForAuth } from './useOwnDmRelaysForAuth';

/** The signed-in account's inbox store, running while this component is mounted, and the account's DM relays. */
export function useSignedInInboxStore(): { store: InboxStore | undefined; own: DmRelaysState } {
  const { user } = useCurrentUser();
  const { nostr } = useNostr();
  const own = useDmRelays(user?.pubkey);
  const pubkey = user?.pubkey;
  // The inbox's relays demand a login for the wraps: they are the user's own (docs/architecture.md §5).
  useOwnDmRelaysForAuth(pubkey);
  const store = useMemo(() => (pubkey ? inboxStoreFor(pubkey, (url) => nostr.relay(url)) : undefined), [pubkey, nostr]);

  useEffect(() => {
    if (!store) return;
    acquireInbox(store);
    return () => releaseInbox(store);
  }, [store]);

  const key = relaysKey(own.relays);
  const settled = own.status === 'ready' || own.status === 'none';
  useEffect(() => {
    if (store && settled) store.setRelays(key === '' ? [] : key.split(' '));
  }, [store, settled, key]);

  useEffect(() => {
    if (store && user) store.setUnwrapper(unwrapperFor(user.pubkey, user.signer, () => localKeyUnwrapper(user)));
  }, [store, user]);

  return { store, own };
}
