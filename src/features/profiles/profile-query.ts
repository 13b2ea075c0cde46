import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { KIND, PROFILE_FETCH_RETRIES, TIMEOUTS } from '@/config/constants';
import { outboxSource, type RelaySource } from '@/features/network/public';
import { shouldRetryRead } from '@/features/relay/public';
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

export function profileQueryKey(relaysKey: string, pubkey: string) {
  return ['profile', relaysKey, pubkey] as const;
}

/** The newest kind 0 of `pubkey` among `events`: a relay may ignore `limit` or return an author we did not ask for. */
export function newestProfile(events: readonly NostrEvent[], pubkey: string): Profile | undefined {
  const newest = events
    .filter((event) => event.kind === KIND.profile && event.pubkey === pubkey)
    .reduce<NostrEvent | undefined>((best, event) => (best === undefined || event.created_at > best.created_at ? event : best), undefined);
  return newest === undefined ? undefined : { pubkey, event: newest, metadata: parseProfileContent(newest.content) };
}

/**
 * docs/product.md §7 profile fetch: kind 0, the single author, limit 1, 1500 ms timeout, up to 3 retries. A relay
 * that finished its answer (EOSE) without a profile has said all it knows, so 'No event found' is not
 * retried: asking again 3 times would only keep the fallback name on screen longer.
 */
export function profileQueryOptions(source: Pick<RelaySource, 'key' | 'query' | 'relays'>, pubkey: string, outbox?: QueryClient) {
  const filter = { kinds: [KIND.profile], authors: [pubkey], limit: 1 };
  return queryOptions({
    // The outbox variant is its own entry: a seller card that looked further must not be overwritten by a
    // grid card's plain lookup, nor the other way round.
    queryKey: outbox === undefined ? profileQueryKey(source.key, pubkey) : [...profileQueryKey(source.key, pubkey), 'outbox'],
    enabled: pubkey !== '',
    retry: (failureCount: number, error: Error) =>
      !(error instanceof ProfileNotFoundError) && failureCount < PROFILE_FETCH_RETRIES && shouldRetryRead(failureCount, error),
    queryFn: async ({ signal }): Promise<Profile> => {
      const found = newestProfile(await source.query([filter], { signal, timeoutMs: TIMEOUTS.profileFetch }), pubkey);
      if (found) return found;
      // The read relays lack it: where the person publishes (NIP-65 outbox), when asked to look further.
      const theirs = outbox === undefined ? undefined : await outboxSource(outbox, source, pubkey);
      const further = theirs === undefined ? undefined : newestProfile(await theirs.query([filter], { signal, timeoutMs: TIMEOUTS.profileFetch }).catch(() => []), pubkey);
      if (further) return further;
      throw new ProfileNotFoundError();
    },
  });
}
