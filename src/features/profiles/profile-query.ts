import { queryOptions } from '@tanstack/react-query';

import { KIND, PROFILE_FETCH_RETRIES, TIMEOUTS } from '@/config/constants';
import { shouldRetryRead, type RelayQuery } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';
import { parseProfileContent, type ProfileMetadata } from '@/nostr/profile';

/** A seller's or account's kind-0 profile: the newest event and its validated metadata. */
export interface Profile {
  pubkey: string;
  event: NostrEvent;
  metadata: ProfileMetadata;
}

/** docs/product.md §7: thrown when the relay answers but holds no profile for the author. */
export const NO_EVENT_FOUND = 'No event found';

export class ProfileNotFoundError extends Error {
  constructor() {
    super(NO_EVENT_FOUND);
    this.name = 'ProfileNotFoundError';
  }
}

export function profileQueryKey(relayUrl: string, pubkey: string) {
  return ['profile', relayUrl, pubkey] as const;
}

/**
 * docs/product.md §7 profile fetch: kind 0, the single author, limit 1, 1500 ms timeout, up to 3 retries. A relay
 * that finished its answer (EOSE) without a profile has said all it knows, so 'No event found' is not
 * retried: asking again 3 times would only keep the fallback name on screen longer.
 */
export function profileQueryOptions(relayUrl: string, pubkey: string, query: RelayQuery) {
  return queryOptions({
    queryKey: profileQueryKey(relayUrl, pubkey),
    enabled: pubkey !== '',
    retry: (failureCount: number, error: Error) =>
      !(error instanceof ProfileNotFoundError) && failureCount < PROFILE_FETCH_RETRIES && shouldRetryRead(failureCount, error),
    queryFn: async ({ signal }): Promise<Profile> => {
      const events = await query([{ kinds: [KIND.profile], authors: [pubkey], limit: 1 }], {
        signal,
        timeoutMs: TIMEOUTS.profileFetch,
      });
      // A relay may ignore `limit` or return an author we did not ask for: keep the newest of the right one.
      const newest = events
        .filter((event) => event.kind === KIND.profile && event.pubkey === pubkey)
        .reduce<NostrEvent | undefined>((best, event) => (best === undefined || event.created_at > best.created_at ? event : best), undefined);
      if (newest === undefined) throw new ProfileNotFoundError();
      return { pubkey, event: newest, metadata: parseProfileContent(newest.content) };
    },
  });
}
