import type { QueryClient } from '@tanstack/react-query';

import { MAX_SELLER_RELAYS } from '@/config/relays';
import { parseRelayList, relayPolicyFor } from '@/nostr/relay-list';

import { relayListQueryOptions } from './relay-list-query';
import { relaySource, type RelaySource } from './relay-source';

/**
 * The outbox model (NIP-65): where `pubkey` publishes, for when the read relays lack what we look for. Their
 * relay list is looked up on `source`; the write relays that `source` does not already cover, that this page
 * may contact, at most {@link MAX_SELLER_RELAYS}, become a source of their own. Undefined when there is none
 * (no list, nothing new, or the lookup failed).
 */
export async function outboxSource(client: QueryClient, source: Pick<RelaySource, 'relays'>, pubkey: string): Promise<RelaySource | undefined> {
  try {
    const event = await client.fetchQuery(relayListQueryOptions(source.relays, pubkey));
    if (!event) return undefined;
    const write = parseRelayList(event, relayPolicyFor(globalThis.location)).write;
    const fresh = write.filter((relay) => !source.relays.includes(relay)).slice(0, MAX_SELLER_RELAYS);
    return fresh.length === 0 ? undefined : relaySource(fresh);
  } catch {
    return undefined;
  }
}
