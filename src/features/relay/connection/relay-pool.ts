import { normalizeRelayUrl } from '@/nostr/relay-url';

import { RelayConnection, type ConnectionOptions } from './relay-connection';

/**
 * Every relay connection of the page: exactly one RelayConnection per relay URL (after normalisation), shared
 * by the boot-time grid request, every screen's reads, publishing, NIP-42 and the bunker client. Which relays
 * a read or a publish goes to is decided by the caller (the network feature); several connections act as one
 * NRelay through a RelayGroup (relay-group.ts).
 */
export class RelayPool {
  private readonly connections = new Map<string, RelayConnection>();

  constructor(private readonly options: ConnectionOptions = {}) {}

  /** The one connection to `url`. */
  relay(url: string): RelayConnection {
    const key = normalizeRelayUrl(url) ?? url;
    let connection = this.connections.get(key);
    if (!connection) {
      connection = new RelayConnection(key, this.options);
      this.connections.set(key, connection);
    }
    return connection;
  }

  /** The connections opened so far. */
  opened(): RelayConnection[] {
    return [...this.connections.values()];
  }

  async close(): Promise<void> {
    for (const connection of this.connections.values()) connection.dispose();
    this.connections.clear();
  }
}

let shared: RelayPool | undefined;

/** The page's pool: one for the boot-time request and the React app alike, so no relay gets two sockets. */
export function relayPool(): RelayPool {
  shared ??= new RelayPool();
  return shared;
}
