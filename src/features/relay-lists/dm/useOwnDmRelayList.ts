import { useQuery, useQueryClient } from '@tanstack/react-query';

import { dmRelaysQueryOptions } from '@/features/messages/public';
import { useReadRelays } from '@/features/network/public';
import { useCurrentUser } from '@/features/session/public';
import type { NostrEvent } from '@/nostr/event';

/** The signed-in user's own kind 10050 list, for the editor in the relay selector. */
export interface OwnDmRelayList {
  /** 'none': no list found (one is made on login, sell and Messages); 'error': no relay answered. */
  status: 'loading' | 'none' | 'ready' | 'error';
  /** The list as last read or published (its other tags and content are kept on save). */
  event: NostrEvent | null;
  /** The relays it names that this page may contact. */
  relays: string[];
  /** Reads the list again; resolves with the newest event found (null: none, undefined: no answer). */
  refetch(): Promise<NostrEvent | null | undefined>;
}

/** The same query as `useDmRelays(user)`, with the event itself: the editor keeps what other apps wrote in it. */
export function useOwnDmRelayList(): OwnDmRelayList {
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const source = useReadRelays();
  const query = useQuery(dmRelaysQueryOptions(client, source, user?.pubkey));
  const refetch = async () => (await query.refetch()).data?.event;
  if (query.data) return { status: query.data.event ? 'ready' : 'none', event: query.data.event, relays: query.data.relays, refetch };
  if (query.isError) return { status: 'error', event: null, relays: [], refetch };
  return { status: 'loading', event: null, relays: [], refetch };
}
