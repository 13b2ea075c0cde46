import type { QueryClient } from '@tanstack/react-query';

import { eventStore } from '@/features/relay/public';
import { parseProfileContent } from '@/nostr/profile';
import type { NostrEvent } from '@/nostr/event';

import type { Profile } from './profile-query';

/**
 * Puts a just-published kind 0 into every cached profile query of its author (every relay set, with or
 * without the outbox lookup), so the header, the account menu and the profile page show it at once
 * (docs/architecture.md §8: profile → put it into the profile cache).
 */
export function storeProfile(client: QueryClient, event: NostrEvent): Profile {
  const profile: Profile = { pubkey: event.pubkey, event, metadata: parseProfileContent(event.content) };
  for (const query of client.getQueryCache().findAll({ queryKey: ['profile'] })) {
    if (query.queryKey[2] !== event.pubkey) continue;
    const cached = query.state.data as Profile | undefined;
    // The event store's version order: the cached profile stays only when it is the newer one.
    const newer = cached === undefined ? event : eventStore.current([event, cached.event], (version) => version)[0];
    if (newer === event) client.setQueryData(query.queryKey, profile);
  }
  return profile;
}
