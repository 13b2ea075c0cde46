import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import { useCurrentEvent } from '@/features/relay/public';

import { withHints } from './hinted-source';
import { outboxProfileQueryOptions, profileDeletionCheckOptions, ProfileNotFoundError, profileQueryOptions } from './profile-query';

export type { Profile } from './profile-query';

export interface UseProfileOptions {
  /** Ask the person's own NIP-65 write relays when the read relays lack the profile (a seller card, a profile page). */
  outbox?: boolean;
  /** Relay hints of the link that named the person (an `nprofile`'s), asked along with the read relays. */
  hints?: readonly string[];
}

const NO_HINTS: readonly string[] = [];

/**
 * The kind-0 profile of `pubkey` (hex) from the read relays. `data` is undefined while loading, when the
 * author has no profile ('No event found') and after a failure: callers show `displayName(data?.metadata,
 * pubkey)`, which falls back to the deterministic name. An empty pubkey disables the query. A profile version
 * its author deleted (known to the event store, docs/architecture.md §20, from this screen's check or any
 * other) reads as no profile, on every screen at once.
 */
export function useProfile(pubkey: string, { outbox = false, hints = NO_HINTS }: UseProfileOptions = {}) {
  const read = useReadRelays();
  const client = useQueryClient();
  // Keyed by the hints' text (relay URLs hold no spaces): callers may pass a new array on every render.
  const hintsKey = hints.join(' ');
  const source = useMemo(() => withHints(read, hintsKey === '' ? [] : hintsKey.split(' ')), [read, hintsKey]);
  const plain = useQuery(profileQueryOptions(source, pubkey));
  const lookFurther = outbox && plain.error instanceof ProfileNotFoundError;
  const further = useQuery(outboxProfileQueryOptions(source, pubkey, client, lookFurther));
  const result = lookFurther ? further : plain;
  const found = result.data?.event;
  useQuery(profileDeletionCheckOptions(source, found));
  const shown = useCurrentEvent(found);
  return { ...result, data: shown === undefined ? undefined : result.data };
}
