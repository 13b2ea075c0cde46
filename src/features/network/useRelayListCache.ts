import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { NostrEvent } from '@/nostr/event';
import { newestRelayList } from '@/nostr/relay-list-edit';

import { relayListQueryKey } from './relay-list-query';

export interface RelayListCache {
  /** Whether the user's list is being read right now (retries included). */
  fetching: boolean;
  /**
   * Reads the list again from the relays NetworkProvider asks, and returns the newest version known (a fresh
   * reading that finds nothing does not hide one seen before), or undefined when none could be read.
   */
  refresh(): Promise<NostrEvent | null | undefined>;
  /**
   * Makes `event` the user's list in every relay-list query, unless a newer one is there: NetworkProvider then
   * reads and writes with it at once (docs/product.md §7), without waiting for a relay to serve it back.
   */
  store(event: NostrEvent): void;
}

/** The query cache of `pubkey`'s NIP-65 list (see relayListQueryOptions), for code that publishes a new one. */
export function useRelayListCache(pubkey: string | undefined): RelayListCache {
  const queryClient = useQueryClient();
  const prefix = useMemo(() => relayListQueryKey(pubkey ?? ''), [pubkey]);
  const fetching = useIsFetching({ queryKey: prefix }) > 0;

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: prefix, type: 'active' });
    return newestRelayList(queryClient.getQueriesData<NostrEvent | null>({ queryKey: prefix }).map(([, data]) => data));
  }, [queryClient, prefix]);

  const store = useCallback(
    (event: NostrEvent) => {
      queryClient.setQueriesData<NostrEvent | null>({ queryKey: relayListQueryKey(event.pubkey) }, (known) => newestRelayList([known, event]) ?? event);
    },
    [queryClient],
  );

  return { fetching, refresh, store };
}
