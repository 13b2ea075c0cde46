import { useQuery } from '@tanstack/react-query';

import { useReadRelay } from '@/features/relay/public';

import { profileQueryOptions } from './profile-query';

export type { Profile } from './profile-query';

/**
 * The kind-0 profile of `pubkey` (hex) from the read relay. `data` is undefined while loading, when the
 * author has no profile ('No event found') and after a failure: callers show `displayName(data?.metadata,
 * pubkey)`, which falls back to the deterministic name. An empty pubkey disables the query.
 */
export function useProfile(pubkey: string) {
  const { relayUrl, query } = useReadRelay();
  return useQuery(profileQueryOptions(relayUrl, pubkey, query));
}
