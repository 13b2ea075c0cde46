import type { NostrEvent, NostrFilter } from '@nostrify/nostrify';
import { useNostr } from '@nostrify/react';
import { useCallback } from 'react';

import { useAppContext } from '@/features/settings/useAppContext';

import { queryRelay } from './query-relay';

/**
 * The configured read relay and a bound query function. Put `relayUrl` in every query key so a relay switch
 * never serves another relay's cached answer.
 */
export function useReadRelay() {
  const { nostr } = useNostr();
  const { config } = useAppContext();
  const relayUrl = config.relayUrl;
  const query = useCallback(
    (filters: NostrFilter[], options: { signal?: AbortSignal; timeoutMs: number }): Promise<NostrEvent[]> =>
      queryRelay(nostr, relayUrl, filters, options),
    [nostr, relayUrl],
  );
  return { relayUrl, query };
}

/** The bound read function of `useReadRelay()`: one relay, throws on CLOSED and on timeout. */
export type RelayQuery = ReturnType<typeof useReadRelay>['query'];
