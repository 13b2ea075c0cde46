import { MAX_USER_READ_RELAYS } from '@/config/relays';
import { distinctRelays, type Network } from '@/features/network/public';

/**
 * Where the user's own lists are looked for: their NIP-65 write relays (the outbox, where their clients
 * publish), then their read relays and where this app writes and reads now, at most
 * MAX_USER_READ_RELAYS.
 */
export function ownListRelays(network: Pick<Network, 'relayList' | 'writeRelays' | 'readRelays'>): string[] {
  const list = network.relayList;
  return distinctRelays([...(list?.write ?? []), ...(list?.read ?? []), ...network.writeRelays, ...network.readRelays], MAX_USER_READ_RELAYS);
}
