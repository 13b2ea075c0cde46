import type { NostrEvent, NostrFilter, NostrRelayCLOSED, NostrRelayEOSE, NostrRelayEVENT, NRelay } from '@nostrify/nostrify';

import { normalizeRelayUrl } from '@/nostr/relay-url';

import { RelayConnection, type ConnectionOptions } from './relay-connection';
import { RelayGroup } from './relay-group';

export interface PoolRouting {
  /** The relays reads go to. */
  readRelays: () => string[];
  /** The relays an event is published to. */
  publishRelays: (event: NostrEvent) => string[];
}

const NO_ROUTING: PoolRouting = { readRelays: () => [], publishRelays: () => [] };

/**
 * Every relay connection of the page: exactly one RelayConnection per relay URL (after normalisation), shared
 * by the boot-time grid request, every screen's reads, publishing, NIP-42 and the bunker client. As an NRelay
 * it reads from and publishes to the routed relays.
 */
export class RelayPool implements NRelay {
  private readonly connections = new Map<string, RelayConnection>();
  private routing: PoolRouting = NO_ROUTING;

  constructor(private readonly options: ConnectionOptions = {}) {}

  setRouting(routing: PoolRouting): void {
    this.routing = routing;
  }

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

  /** Several relays as one NRelay (for a NIP-46 bunker's relays). */
  group(urls: readonly string[]): RelayGroup {
    return new RelayGroup([...new Set(urls)].map((url) => this.relay(url)));
  }

  /** The connections opened so far, for the relay status the user can see. */
  opened(): RelayConnection[] {
    return [...this.connections.values()];
  }

  req(filters: NostrFilter[], opts?: { signal?: AbortSignal }): AsyncIterable<NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED> {
    return this.group(this.routing.readRelays()).req(filters, opts);
  }

  query(filters: NostrFilter[], opts?: { signal?: AbortSignal }): Promise<NostrEvent[]> {
    return this.group(this.routing.readRelays()).query(filters, opts);
  }

  event(event: NostrEvent, opts?: { signal?: AbortSignal }): Promise<void> {
    return this.group(this.routing.publishRelays(event)).event(event, opts);
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
