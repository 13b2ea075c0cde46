import { normalizeRelayUrl } from '@/nostr/relay-url';

import type { Network } from './network-context';

export interface OwnRelayLists {
  /** The relay chosen in the relay selector. */
  chosen: string;
  presets: readonly string[];
  /** The network's current sets and the signed-in user's NIP-65 list. */
  network: Pick<Network, 'readRelays' | 'writeRelays' | 'relayList'>;
  /** The read relays of the last visit (the boot script's sockets, stored-read-relays.ts). */
  stored: readonly string[] | undefined;
}

/**
 * The relays of the user's own lists, canonical: the chosen relay, the presets, the read and write sets, every
 * relay of their NIP-65 list and the last visit's read relays. These may learn who the user is: the relay
 * layer answers their NIP-42 AUTH when they ask for it (docs/architecture.md §5); any other relay only after
 * the user's 'Allow'. The app adds the user's DM relays and remote signer's relays (app/RelayAuthPolicy.tsx).
 */
export function ownRelaySet({ chosen, presets, network, stored }: OwnRelayLists): ReadonlySet<string> {
  const own = new Set<string>();
  const lists = [[chosen], presets, network.readRelays, network.writeRelays, network.relayList?.read ?? [], network.relayList?.write ?? [], stored ?? []];
  for (const list of lists) {
    for (const url of list) {
      const canonical = normalizeRelayUrl(url);
      if (canonical !== undefined) own.add(canonical);
    }
  }
  return own;
}
