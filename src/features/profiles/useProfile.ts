import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useReadRelays } from '@/features/network/public';

import { profileQueryOptions } from './profile-query';

export type { Profile } from './profile-query';

/**
 * The kind-0 profile of `pubkey` (hex) from the read relays. `data` is undefined while loading, when the
 * author has no profile ('No event found') and after a failure: callers show `displayName(data?.metadata,
 * pubkey)`, which falls back to the deterministic name. An empty pubkey disables the query. With `outbox`
 * (a seller's card, a profile page), the person's own write relays are asked when the read relays lack it.
 */
export function useProfile(pubkey: string, { outbox = false }: { outbox?: boolean } = {}) {
  const source = useReadRelays();
  const client = useQueryClient();
  return useQuery(profileQueryOptions(source, pubkey, outbox ? client : undefined));
}
