import type { NostrEvent, NostrFilter, NostrRelayCLOSED, NostrRelayEOSE, NostrRelayEVENT, NRelay } from '@nostrify/nostrify';

import { AsyncQueue } from '@/lib/async-queue';

import type { RelayConnection } from './relay-connection';
import type { RelayPool } from './relay-pool';
import { newestFirst } from './query-results';

type RelayMessage = NostrRelayEVENT | NostrRelayEOSE | NostrRelayCLOSED;

/**
 * Several connections acting as one NRelay: what Nostrify's NIP-46 client needs for a bunker's relays. A
 * subscription merges the relays' events (each once), says EOSE when every relay has, and CLOSED only when
 * every relay has closed; a publish succeeds when any relay accepts it.
 */
export class RelayGroup implements NRelay {
  constructor(private readonly connections: readonly RelayConnection[]) {}

  async *req(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): AsyncIterable<RelayMessage> {
    const controller = new AbortController();
    const signal = opts.signal ? AbortSignal.any([opts.signal, controller.signal]) : controller.signal;
    const queue = new AsyncQueue<RelayMessage>();
    let open = this.connections.length;
    let waitingForEose = this.connections.length;
    const seen = new Set<string>();
    const subscriptionId = 'group';
    let eoseSent = false;
    // A relay that closes without EOSE has nothing more to say about stored events either.
    const storedEventsDone = () => {
      waitingForEose -= 1;
      if (waitingForEose > 0 || eoseSent) return;
      eoseSent = true;
      queue.push(['EOSE', subscriptionId]);
    };

    const pump = async (connection: RelayConnection) => {
      let sawEose = false;
      try {
        for await (const message of connection.req(filters, { signal })) {
          if (message[0] === 'EVENT' && !seen.has(message[2].id)) {
            seen.add(message[2].id);
            queue.push(['EVENT', subscriptionId, message[2]]);
          } else if (message[0] === 'EOSE' && !sawEose) {
            sawEose = true;
            storedEventsDone();
          }
        }
      } finally {
        if (!sawEose) storedEventsDone();
        open -= 1;
        if (open === 0) {
          queue.push(['CLOSED', subscriptionId, 'closed by every relay']);
          queue.end();
        }
      }
    };

    if (this.connections.length === 0) return;
    const stop = () => queue.end();
    signal.addEventListener('abort', stop, { once: true });
    for (const connection of this.connections) void pump(connection);
    try {
      for await (const message of queue) {
        if (signal.aborted) return;
        yield message;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      controller.abort();
    }
  }

  async query(filters: NostrFilter[], opts: { signal?: AbortSignal } = {}): Promise<NostrEvent[]> {
    const results = await Promise.allSettled(this.connections.map((connection) => connection.query(filters, opts)));
    const events = new Map<string, NostrEvent>();
    for (const result of results) if (result.status === 'fulfilled') for (const event of result.value) events.set(event.id, event);
    return newestFirst(events.values());
  }

  async event(event: NostrEvent, opts: { signal?: AbortSignal } = {}): Promise<void> {
    if (this.connections.length === 0) throw new Error('No relay to publish to');
    await Promise.any(this.connections.map((connection) => connection.event(event, opts)));
  }

  async close(): Promise<void> {
    // The connections belong to the pool; other readers may still be using them.
  }
}

/** `urls` as one NRelay over the pool's connections (each URL once): for a NIP-46 bunker's relays. */
export function relayGroup(pool: Pick<RelayPool, 'relay'>, urls: readonly string[]): RelayGroup {
  return new RelayGroup([...new Set(urls)].map((url) => pool.relay(url)));
}
