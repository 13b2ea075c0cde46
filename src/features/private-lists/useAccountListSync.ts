import type { NUser } from '@nostrify/react/login';
import { useEffect, useMemo, useRef, useState } from 'react';

import { ownListRelays, readOwnList, relaysKey, useNetwork } from '@/features/network/public';
import { usePublish } from '@/features/publishing/public';
import type { NostrEvent, NostrFilter } from '@/nostr/event';
import type { SelfCipher } from '@/nostr/self-encrypted';

import type { AccountAccess } from './list-store-types';
import type { PrivateListStore } from './private-list-store';
import { selfCipher } from './self-cipher';

const defaultCipher = (user: NUser) => selfCipher(user.signer, user.pubkey);

/** How long the list waits for the user's NIP-65 list before reading from the relays it has. */
const RELAY_LIST_WAIT_MS = 3_000;

/**
 * Connects a list store to the signed-in account: reads the newest version from the user's relays
 * (`ownListRelays`, every one of them: `readOwnList`) once their relay list is known (or after a short wait), again when those relays change,
 * and writes through `usePublish` (their write relays).
 */
export function useAccountListSync<T, E>(
  store: PrivateListStore<T, E>,
  user: NUser,
  filter: NostrFilter,
  accept: (event: NostrEvent) => boolean,
  /** The cipher the list is read and written with; NIP-44 to self unless the list needs more (mutes read NIP-04). */
  cipherOf: (user: NUser) => Promise<SelfCipher> = defaultCipher,
): void {
  const network = useNetwork();
  const publish = usePublish();
  const relays = useMemo(() => ownListRelays(network), [network]);
  const key = relaysKey(relays);
  const [waited, setWaited] = useState(false);
  const listKnown = network.relayListEvent !== undefined || waited;

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), RELAY_LIST_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const latest = useRef({ relays, publish: publish.mutateAsync, filter, accept });
  useEffect(() => {
    latest.current = { relays, publish: publish.mutateAsync, filter, accept };
  });

  const access = useMemo((): AccountAccess => {
    return {
      pubkey: user.pubkey,
      cipher: () => cipherOf(user),
      read: (onNewest) => {
        const current = latest.current;
        return readOwnList(current.relays, current.filter, current.accept, onNewest ? { onNewest } : {});
      },
      publish: async (template) => (await latest.current.publish(template)).event,
    };
  }, [user, cipherOf]);

  const loadedKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!listKnown) return;
    const reload = loadedKey.current !== undefined && loadedKey.current !== key;
    loadedKey.current = key;
    void store.connectAccount(access, reload);
  }, [store, access, key, listKnown]);
}
