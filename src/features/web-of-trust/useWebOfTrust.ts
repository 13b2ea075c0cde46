import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { KIND } from '@/config/constants';
import { relaysKey, useNetwork } from '@/features/network/public';
import { NoRelayAnswered, readRelays } from '@/features/relay/public';
import { firstContentShown } from '@/lib/first-content';
import { contactListFilter, followedPubkeys } from '@/nostr/contact-list';
import { contactListsToRead, WEB_OF_TRUST_LIMITS, webOfTrustFromFollows, type WebOfTrust } from '@/nostr/web-of-trust';

import { readCachedFollows, writeCachedFollows } from './follows-cache';
import { useOwnContactList } from './useOwnContactList';

/** How long the background read of the follows' lists waits for each relay: nothing waits on it. */
const FOLLOWS_OF_FOLLOWS_TIMEOUT_MS = 10_000;

/**
 * The follows of `authors`, from one REQ per relay naming them all (contactListFilter), each cut to
 * maxFollowsPerList. A list that is not among `authors` or not a kind 3 is ignored whatever a relay sends.
 */
async function readFollowsOf(relays: readonly string[], authors: readonly string[], signal: AbortSignal): Promise<Map<string, string[]>> {
  const wanted = new Set(authors);
  const found = new Map<string, string[]>();
  try {
    const read = await readRelays(relays, [contactListFilter(authors)], { timeoutMs: FOLLOWS_OF_FOLLOWS_TIMEOUT_MS, signal });
    // Newest first and one version per author (the event store's `current`): the first of each author wins.
    for (const event of read.events) {
      if (event.kind !== KIND.contactList || !wanted.has(event.pubkey) || found.has(event.pubkey)) continue;
      found.set(event.pubkey, [...followedPubkeys(event, WEB_OF_TRUST_LIMITS.maxFollowsPerList)]);
    }
  } catch (error) {
    if (!(error instanceof NoRelayAnswered)) throw error;
  }
  return found;
}

export interface WebOfTrustState {
  self: string | undefined;
  /** The user's follows, as soon as their own list is read. */
  follows: ReadonlySet<string>;
  /** The network with the follows' lists read so far (cached, then from the relays); undefined signed out. */
  trust: WebOfTrust | undefined;
  /** Whether the follows' lists were read from the relays (not only from the cache) or there are none to read. */
  listsRead: boolean;
}

/**
 * The signed-in user's web of trust (docs/product.md §2 Web of trust): their follows, then the follows of at
 * most WEB_OF_TRUST_LIMITS.maxLists of them, read in the background after the page's main content — from this
 * browser's cache at once, then in one REQ per relay — so nothing on screen waits for it.
 */
export function useWebOfTrust(): WebOfTrustState {
  const own = useOwnContactList();
  const { readRelays: relays } = useNetwork();
  const self = own.self;
  const considered = useMemo(() => (self === undefined ? [] : contactListsToRead(own.follows, self)), [own.follows, self]);
  const enabled = self !== undefined && considered.length > 0;

  const cached = useQuery({
    queryKey: ['web-of-trust', 'cached-follows', considered],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      await firstContentShown;
      return readCachedFollows(considered);
    },
  });
  const fetched = useQuery({
    queryKey: ['web-of-trust', 'follows-of-follows', considered, relaysKey(relays)],
    enabled,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      await firstContentShown;
      const lists = await readFollowsOf(relays, considered, signal);
      void writeCachedFollows(lists, considered);
      return lists;
    },
  });

  const trust = useMemo(() => {
    if (self === undefined) return undefined;
    const lists = new Map<string, readonly string[]>([...(cached.data ?? []), ...(fetched.data ?? [])]);
    return webOfTrustFromFollows(self, own.follows, lists);
  }, [self, own.follows, cached.data, fetched.data]);

  const listsRead = own.loaded && (!enabled || fetched.isSuccess);
  return { self, follows: own.followSet, trust, listsRead };
}
