import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { NostrRelay } from '@nostr-relay/core';
import type { NostrEvent } from 'nostr-tools';
import { WebSocketServer } from 'ws';

import { CarstrEventRepository } from './carstr-event-repository';
import { ClientConnection } from './client-connection';
import { EventIntake } from './event-intake';
import { libraryLogger, type RelayLogLevel } from './library-logger';
import { handleHttpRequest } from './nip11';
import { DEFAULT_ABUSE_LIMITS, HARD_FRAME_LIMIT, type AbuseLimits } from './relay-limits';
import { SubscriptionRegistry } from './subscription-registry';

export interface StartRelayOptions {
  /** 0 or omitted: a random free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default ':memory:'; a file path persists events across restarts. */
  dbPath?: string;
  /** Default 'info': one line at start. Tests pass 'silent'. */
  logLevel?: RelayLogLevel;
  /**
   * Default true: a NIP-09 deletion request (kind 5) removes the author's events it names, and they are
   * refused if published again. false: the request is stored and served like any other event, but what it
   * names stays stored and served, as many public relays do; tests use this to check that the app applies
   * deletions itself.
   */
  applyDeletions?: boolean;
  /**
   * Changes some of the per-connection caps, the clock bound or the per-author quota; the rest keep
   * DEFAULT_ABUSE_LIMITS (relay-limits.ts, docs/architecture.md §12): events at most 15 minutes ahead,
   * 200 messages a second in bursts of 1000, 8 MiB waiting per client, 10 000 events and 64 MiB per author.
   */
  limits?: Partial<AbuseLimits>;
  /**
   * Default true: NIP-50 search is served and announced in NIP-11. false: 50 is not announced and a filter's
   * `search` field is ignored (the relay answers as if it were not there), as many public relays do.
   */
  search?: boolean;
  /** Told every REQ's filters as the client sent them, before validation (tests assert on what the app asked). */
  onRequest?: (filters: readonly unknown[]) => void;
}

export interface RelayHandle {
  /** ws://127.0.0.1:PORT */
  url: string;
  /** http://127.0.0.1:PORT (NIP-11 lives at its root). */
  httpUrl: string;
  port: number;
  /** Terminates every socket, stops listening and closes the database. Safe to call twice. */
  close(): Promise<void>;
  /**
   * Stores an event directly (seeding, tests) through the same validation and handling as a
   * client's EVENT; throws the OK reason when the relay refuses it.
   */
  publish(event: NostrEvent): Promise<void>;
}

/** The host to put in URLs: a wildcard bind address is not something a client can connect to. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the embedded NIP-01 relay: @nostr-relay/core for event handling, our WebSocket/HTTP layer around it. */
export async function startRelay(options: StartRelayOptions = {}): Promise<RelayHandle> {
  const { port: requestedPort = 0, host = '127.0.0.1', dbPath = ':memory:', logLevel = 'info', applyDeletions = true, search = true, onRequest } = options;
  const limits: AbuseLimits = { ...DEFAULT_ABUSE_LIMITS, ...options.limits };
  const repository = await CarstrEventRepository.open(dbPath, { applyDeletions });
  const relay = new NostrRelay(repository, {
    logger: libraryLogger(logLevel),
    // Its filter-result cache serves stale results for a second after a write.
    filterResultCacheTtl: 0,
    // Its handling-result cache answers a repeated id with the first result for ten minutes: a bare
    // "accepted" for a replaceable version superseded since, or a transient error repeated on every retry.
    eventHandlingResultCacheTtl: 0,
  });
  const registry = new SubscriptionRegistry();
  // Stored and ephemeral events reach subscribers through our registry; the library's own live
  // matching ignores tag filters (see subscription-registry.ts), so `next` is deliberately not called.
  relay.register({ broadcast: async (event) => registry.broadcast(event) });
  const intake = new EventIntake(relay, repository, registry, limits);

  const server = createServer((request, response) => handleHttpRequest(request, response, limits, search));
  const sockets = new WebSocketServer({ server, maxPayload: HARD_FRAME_LIMIT });
  sockets.on('connection', (socket, request) => {
    const connection = new ClientConnection(socket, { intake, repository, registry, limits, search, onRequest }, request.headers.host);
    registry.add(connection);
    socket.on('message', (data, isBinary) => connection.receive(data, isBinary));
    socket.on('close', () => registry.remove(connection));
    // ws closes the socket itself after an error (e.g. a frame over maxPayload); a listener is
    // still required, or the 'error' event would be thrown and take the process down.
    socket.on('error', () => registry.remove(connection));
  });
  // ws re-emits the HTTP server's errors here; a listen failure is already reported by listen().
  sockets.on('error', () => {});

  let port: number;
  try {
    port = await listen(server, requestedPort, host);
  } catch (error) {
    await repository.destroy();
    throw error;
  }
  const address = `${urlHost(host)}:${port}`;
  if (logLevel === 'info') console.info(`Carstr dev relay listening on ws://${address} (database: ${dbPath})`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay.destroy();
      await repository.destroy();
    })();
    return closing;
  };

  return {
    url: `ws://${address}`,
    httpUrl: `http://${address}`,
    port,
    close,
    async publish(event) {
      const result = await intake.submit(event);
      if (!result.accepted) throw new Error(result.reason);
    },
  };
}
