import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { KIND, TIMEOUTS } from '@/config/constants';
import { outboxSource, type RelaySource } from '@/features/network/public';
import { eventStore } from '@/features/relay/public';
import { newestOfKindFilter } from '@/nostr/account-filters';
import { parseDmRelayList } from '@/nostr/dm-relay-list';
import type { NostrEvent } from '@/nostr/event';
import { relayPolicyFor } from '@/nostr/relay-list';

/** Someone's kind 10050 list as read: the raw event (null when none was found) and the relays it names that this page may contact. */
export interface DmRelays {
  event: NostrEvent | null;
  relays: string[];
}

export function dmRelaysQueryKey(pubkey: string) {
  return ['dm-relays', pubkey] as const;
}

async function newestDmList(source: Pick<RelaySource, 'query'>, pubkey: string, signal: AbortSignal): Promise<NostrEvent | undefined> {
  const events = await source.query([newestOfKindFilter(KIND.dmRelayList, pubkey)], { signal, timeoutMs: TIMEOUTS.profileFetch * 2 });
  // The event store's answer: the newest version, none its author deleted (docs/architecture.md §20).
  const [newest] = eventStore.current(
    events.filter((event) => event.kind === KIND.dmRelayList && event.pubkey === pubkey),
    (event) => event,
  );
  return newest;
}

/** What a found list gives: its relays, by the relay URL policy of this page. */
export function dmRelaysOf(event: NostrEvent | null): DmRelays {
  return { event, relays: event ? parseDmRelayList(event, relayPolicyFor(globalThis.location)) : [] };
}

/**
 * `pubkey`'s newest kind 10050 list: looked up on the read relays, then on their NIP-65 outbox relays (where
 * a person publishes their lists). Throws only when no relay answered (the relay layer's rule).
 */
export function dmRelaysQueryOptions(client: QueryClient, source: RelaySource, pubkey: string | undefined) {
  return queryOptions({
    queryKey: [...dmRelaysQueryKey(pubkey ?? ''), source.key] as const,
    enabled: pubkey !== undefined && /^[0-9a-f]{64}$/.test(pubkey) && source.relays.length > 0,
    queryFn: async ({ signal }): Promise<DmRelays> => {
      const found = await newestDmList(source, pubkey!, signal);
      if (found) return dmRelaysOf(found);
      const outbox = await outboxSource(client, source, pubkey!);
      const elsewhere = outbox ? await newestDmList(outbox, pubkey!, signal).catch(() => undefined) : undefined;
      return dmRelaysOf(elsewhere ?? null);
    },
  });
}
