import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { KIND, PROFILE_FETCH_RETRIES, TIMEOUTS } from '@/config/constants';
import { outboxSource, type RelaySource } from '@/features/network/public';
import { checkDeletions, eventStore, shouldRetryRead } from '@/features/relay/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
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

/**
 * The newest kind 0 of `pubkey` among `events`, as the event store says (docs/architecture.md §20): a relay
 * may ignore `limit` or return an author we did not ask for.
 */
export function newestProfile(events: readonly NostrEvent[], pubkey: string): Profile | undefined {
  const [newest] = eventStore.current(
    events.filter((event) => event.kind === KIND.profile && event.pubkey === pubkey),
    (event) => event,
  );
  return newest === undefined ? undefined : { pubkey, event: newest, metadata: parseProfileContent(newest.content) };
}

/**
 * Whether the author deleted the profile version shown (NIP-09, by id or by `0:<pubkey>:`): its deletion
 * requests are asked into the event store after the name shows, so a profile costs no extra wait; the
 * checks of the profiles on one screen go in one batched REQ. A failed check keeps the profile.
 */
export function profileDeletionCheckOptions(source: Pick<RelaySource, 'key' | 'query'>, event: NostrEvent | undefined) {
  return queryOptions({
    queryKey: ['profile-deleted', source.key, event?.id ?? ''] as const,
    enabled: event !== undefined,
    retry: false,
    queryFn: async ({ signal }): Promise<boolean> => {
      try {
        await checkDeletions(source, [event!], { signal, timeoutMs: TIMEOUTS.profileFetch });
      } catch (error) {
        if (signal.aborted) throw error;
      }
      return eventStore.isDeleted(event!);
    },
  });
}

/**
 * docs/product.md §7 profile fetch: kind 0, the single author, limit 1, 1500 ms timeout, up to 3 retries. A relay
 * that finished its answer (EOSE) without a profile has said all it knows, so 'No event found' is not
 * retried: asking again 3 times would only keep the fallback name on screen longer.
 */
function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  return !(error instanceof ProfileNotFoundError) && failureCount < PROFILE_FETCH_RETRIES && shouldRetryRead(failureCount, error);
}

function profileFilter(pubkey: string) {
  return newestOfKindFilter(KIND.profile, pubkey);
}

export function profileQueryOptions(source: Pick<RelaySource, 'key' | 'query' | 'relays'>, pubkey: string) {
  return queryOptions({
    queryKey: profileQueryKey(source.key, pubkey),
    enabled: pubkey !== '',
    retry: retryUnlessNotFound,
    queryFn: async ({ signal }): Promise<Profile> => {
      const found = newestProfile(await source.query([profileFilter(pubkey)], { signal, timeoutMs: TIMEOUTS.profileFetch }), pubkey);
      if (found) return found;
      throw new ProfileNotFoundError();
    },
  });
}

/**
 * The profile from where the person publishes (their NIP-65 write relays, the outbox model), for when the read
 * relays have none: asked only after the plain lookup found nothing, so a seller card costs no extra REQ in
 * the usual case.
 */
export function outboxProfileQueryOptions(source: Pick<RelaySource, 'key' | 'relays'>, pubkey: string, client: QueryClient, enabled: boolean) {
  return queryOptions({
    queryKey: [...profileQueryKey(source.key, pubkey), 'outbox'],
    enabled: enabled && pubkey !== '',
    retry: retryUnlessNotFound,
    queryFn: async ({ signal }): Promise<Profile> => {
      const theirs = await outboxSource(client, source, pubkey);
      const events = theirs === undefined ? [] : await theirs.query([profileFilter(pubkey)], { signal, timeoutMs: TIMEOUTS.profileFetch }).catch(() => []);
      const found = newestProfile(events, pubkey);
      if (found) return found;
      throw new ProfileNotFoundError();
    },
  });
}
