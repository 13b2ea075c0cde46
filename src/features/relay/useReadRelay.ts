import { useCallback } from 'react';

import { useAppContext } from '@/features/settings/public';

import { readRelay, type RelayQuery } from './read-relay';

/**
 * The configured read relay and a bound query function. Put `relayUrl` in every query key so a relay switch
 * never serves another relay's cached answer.
 */
export function useReadRelay(): { relayUrl: string; query: RelayQuery } {
  const { config } = useAppContext();
  const relayUrl = config.relayUrl;
  const query = useCallback<RelayQuery>((filters, options) => readRelay(relayUrl, filters, options), [relayUrl]);
  return { relayUrl, query };
}

export type { RelayQuery } from './read-relay';
