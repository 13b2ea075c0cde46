import { MAX_USER_READ_RELAYS } from '@/config/relays';

import type { Network } from './network-context';
import { distinctRelays } from './relay-sets';

/**
 * Where the user's own lists (profile, relay lists, bookmarks, app data, media servers) are looked for: their
 * NIP-65 write relays (the outbox, where their clients publish), then their read relays and where this app
 * writes and reads now, at most MAX_USER_READ_RELAYS. An edit hears from every one of them first
 * (`readOwnList`, docs/architecture.md §16).
 */
export function ownListRelays(network: Pick<Network, 'relayList' | 'writeRelays' | 'readRelays'>): string[] {
  const list = network.relayList;
  return distinctRelays([...(list?.write ?? []), ...(list?.read ?? []), ...network.writeRelays, ...network.readRelays], MAX_USER_READ_RELAYS);
}
