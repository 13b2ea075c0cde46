import { MAX_USER_READ_RELAYS } from '@/config/relays';

import type { Network } from './network-context';
import { distinctRelays } from './relay-sets';

/**
 * Where the user's own lists (profile, relay lists, bookmarks, app data, media servers) are looked for, every
 * one of which must answer before an edit (`readOwnList`, docs/architecture.md §16). With a NIP-65 list: its
 * write relays (the outbox, where their clients publish), its read relays and where this app writes (which
 * adds the chosen relay). Without one: the relays this app reads (the chosen relay and the presets), where
 * this app published their lists. At most MAX_USER_READ_RELAYS.
 */
export function ownListRelays(network: Pick<Network, 'relayList' | 'writeRelays' | 'readRelays'>): string[] {
  const list = network.relayList;
  if (list === undefined || list.entries.length === 0) return distinctRelays(network.readRelays, MAX_USER_READ_RELAYS);
  return distinctRelays([...list.write, ...list.read, ...network.writeRelays], MAX_USER_READ_RELAYS);
}
