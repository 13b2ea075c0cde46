import type { NostrEvent, NostrFilter } from '@/nostr/event';

import type { QueryOptions } from './connection/relay-connection';
import { relayPool } from './connection/relay-pool';

/**
 * Asks one relay through its one connection: verified events, de-duplicated, newest first. Throws on CLOSED
 * ('Subscription closed'), on cancel or timeout ('The signal has been aborted') and when the relay cannot be
 * reached or drops the connection (see relay-errors.ts); filters that expect no result return [] at once.
 */
export function readRelay(relayUrl: string, filters: NostrFilter[], options: QueryOptions): Promise<NostrEvent[]> {
  return relayPool().relay(relayUrl).query(filters, options);
}

/** `readRelay` bound to a relay, as the read hooks hand it to their query functions. */
export type RelayQuery = (filters: NostrFilter[], options: QueryOptions) => Promise<NostrEvent[]>;
