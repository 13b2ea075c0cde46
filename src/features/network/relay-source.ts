import { readRelays, type QueryOptions, type RelaysRead } from '@/features/relay/public';
import type { NostrEvent, NostrFilter } from '@/nostr/event';

import { relaysKey } from './relay-sets';

/** Merged events of every relay that answered; throws only when none did (see readRelays). */
export type RelayQuery = (filters: NostrFilter[], options: QueryOptions) => Promise<NostrEvent[]>;

/** A set of relays to read from, with its query-key part and its read functions. */
export interface RelaySource {
  relays: readonly string[];
  /** Put this in every query key: another set of relays never serves this one's cached answer. */
  key: string;
  query: RelayQuery;
  /** The same read with each relay's outcome and where each event was seen. */
  read: (filters: NostrFilter[], options: QueryOptions) => Promise<RelaysRead>;
}

export function relaySource(relays: readonly string[]): RelaySource {
  const read = (filters: NostrFilter[], options: QueryOptions) => readRelays(relays, filters, options);
  return { relays, key: relaysKey(relays), read, query: async (filters, options) => (await read(filters, options)).events };
}
