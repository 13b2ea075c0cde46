import { queryOptions } from '@tanstack/react-query';

import { KIND, TIMEOUTS } from '@/config/constants';
import { eventStore, readRelays } from '@/features/relay/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import type { NostrEvent } from '@/nostr/event';

import { relaysKey } from './relay-sets';

export function relayListQueryKey(pubkey: string) {
  return ['relay-list', pubkey] as const;
}

/**
 * The newest NIP-65 relay list (kind 10002) of `pubkey` found on `relays`, or null when none of them has
 * one. The raw event is kept: an edit must carry over what other clients wrote in it.
 */
export function relayListQueryOptions(relays: readonly string[], pubkey: string | undefined) {
  return queryOptions({
    queryKey: [...relayListQueryKey(pubkey ?? ''), relaysKey(relays)] as const,
    enabled: pubkey !== undefined && pubkey !== '' && relays.length > 0,
    queryFn: async ({ signal }): Promise<NostrEvent | null> => {
      const { events } = await readRelays(relays, [newestOfKindFilter(KIND.relayList, pubkey!)], {
        signal,
        timeoutMs: TIMEOUTS.profileFetch * 2,
      });
      // The event store's answer: the newest version, none its author deleted (docs/architecture.md §20).
      const [newest] = eventStore.current(
        events.filter((event) => event.kind === KIND.relayList && event.pubkey === pubkey),
        (event) => event,
      );
      return newest ?? null;
    },
  });
}
