import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { KIND, TIMEOUTS } from '@/config/constants';
import { ownListRelays, relaysKey, useNetwork } from '@/features/network/public';
import { eventStore, NoRelayAnswered, readRelays } from '@/features/relay/public';
import { useCurrentUser } from '@/features/session/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { readFollows } from '@/nostr/contact-list';
import type { NostrEvent } from '@/nostr/event';
import { firstContentShown } from '@/lib/first-content';

export interface OwnFollows {
  /** The signed-in user's pubkey, undefined signed out. */
  self: string | undefined;
  /** The pubkeys they follow, in their list's order (empty signed out, or before the list arrived). */
  follows: readonly string[];
  /** The same as a Set, for "do I follow X". */
  followSet: ReadonlySet<string>;
  /** Whether their contact list was read (found or not). */
  loaded: boolean;
}

const NONE: ReadonlySet<string> = new Set();

const subscribe = (listener: () => void) => eventStore.subscribe(listener);

/** Each contact list read once, however many cards ask: a 50 000-follow list is one linear pass. */
const followsOfEvent = new WeakMap<NostrEvent, { follows: string[]; followSet: ReadonlySet<string> }>();

function followsOf(event: NostrEvent) {
  let known = followsOfEvent.get(event);
  if (known === undefined) {
    const follows = readFollows(event).map((follow) => follow.pubkey);
    known = { follows, followSet: new Set(follows) };
    followsOfEvent.set(event, known);
  }
  return known;
}

/**
 * The signed-in user's follows (their NIP-02 contact list, kind 3) to show and to decide by — never to edit
 * from: an edit reads the list again from every relay (docs/architecture.md §16). Read from where their own
 * lists live, after the page's main content; the event store's version wins, so a follow published here
 * shows at once.
 */
export function useOwnContactList(): OwnFollows {
  const { user } = useCurrentUser();
  const network = useNetwork();
  const relays = ownListRelays(network);
  const self = user?.pubkey;
  const query = useQuery({
    queryKey: ['web-of-trust', 'own-contact-list', self, relaysKey(relays)],
    enabled: self !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<NostrEvent | null> => {
      await firstContentShown;
      try {
        const read = await readRelays(relays, [newestOfKindFilter(KIND.contactList, self!)], { timeoutMs: TIMEOUTS.listingQuery, signal });
        return read.events.find((event) => event.kind === KIND.contactList && event.pubkey === self) ?? null;
      } catch (error) {
        if (error instanceof NoRelayAnswered) return null;
        throw error;
      }
    },
  });
  // Only the list itself is followed in the store: a screen using this does not re-render on every event.
  const held = useSyncExternalStore(subscribe, () => (self === undefined ? undefined : eventStore.getReplaceable(KIND.contactList, self)));
  const event = held ?? query.data ?? undefined;
  useEffect(() => (event === undefined ? undefined : eventStore.hold([event.id])), [event]);
  const answered = query.data !== undefined || query.isError;
  return useMemo(() => {
    if (self === undefined || event === undefined) return { self, follows: [], followSet: NONE, loaded: self !== undefined && answered };
    return { self, ...followsOf(event), loaded: true };
  }, [self, event, answered]);
}
