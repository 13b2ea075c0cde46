import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';

import { MAX_PUBLISH_RELAYS } from '@/config/constants';
import { MAX_READ_RELAYS, MAX_USER_READ_RELAYS, PRESET_RELAYS } from '@/config/relays';
import { useCurrentUser } from '@/features/session/public';
import { useAppContext } from '@/features/settings/public';
import { browserStorage } from '@/lib/browser-storage';
import { parseRelayList, relayPolicyFor } from '@/nostr/relay-list';

import { NetworkContext, type Network } from './network-context';
import { relayListQueryOptions } from './relay-list-query';
import { readRelaySet, writeRelaySet } from './relay-sets';
import { saveStoredReadRelays } from './stored-read-relays';

const PRESET_URLS = PRESET_RELAYS.map((relay) => relay.url);

/**
 * Decides where reads and writes go (docs/product.md §7): the signed-in user's NIP-65 list (looked up on the
 * signed-out relays) when they have one, else the chosen relay plus the presets. Relays from the list pass
 * the URL policy for this page's origin.
 */
export function NetworkProvider({ children }: { children: ReactNode }) {
  const { config } = useAppContext();
  const { user } = useCurrentUser();
  const discovery = useMemo(
    () => readRelaySet({ chosen: config.relayUrl, presets: PRESET_URLS, userList: undefined }, MAX_READ_RELAYS, MAX_USER_READ_RELAYS),
    [config.relayUrl],
  );
  const relayListEvent = useQuery(relayListQueryOptions(discovery, user?.pubkey)).data;
  const signedIn = user !== undefined;

  const network = useMemo((): Network => {
    const relayList = signedIn && relayListEvent ? parseRelayList(relayListEvent, relayPolicyFor(globalThis.location)) : undefined;
    const input = { chosen: config.relayUrl, presets: PRESET_URLS, userList: relayList };
    return {
      readRelays: readRelaySet(input, MAX_READ_RELAYS, MAX_USER_READ_RELAYS),
      writeRelays: writeRelaySet(input, MAX_PUBLISH_RELAYS),
      relayListEvent: signedIn ? relayListEvent : undefined,
      relayList,
    };
  }, [config.relayUrl, relayListEvent, signedIn]);

  useEffect(() => saveStoredReadRelays(browserStorage(), network.readRelays), [network.readRelays]);

  return <NetworkContext.Provider value={network}>{children}</NetworkContext.Provider>;
}
