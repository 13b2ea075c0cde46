import { useMemo } from 'react';

import { ownListRelays, useNetwork } from '@/features/network/public';
import { usePublish } from '@/features/publishing/public';
import { MAX_DM_RELAYS } from '@/nostr/dm-relay-list';

import { defaultDmRelays } from './default-dm-relays';
import type { OwnDmRelayListDeps } from './own-dm-relays';

/** What `ensureOwnDmRelayList` needs for `pubkey`: the user's relays to read, the defaults, and publishing. */
export function useOwnDmRelayListDeps(pubkey: string | undefined): OwnDmRelayListDeps | undefined {
  const network = useNetwork();
  const { mutateAsync: publish } = usePublish();
  return useMemo(() => {
    if (pubkey === undefined) return undefined;
    return {
      pubkey,
      relays: ownListRelays(network),
      defaults: defaultDmRelays(network.relayList, network.writeRelays).slice(0, MAX_DM_RELAYS),
      publish,
    };
  }, [pubkey, network, publish]);
}
