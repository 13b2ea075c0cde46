import type { Filter, NostrEvent } from 'nostr-tools';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { startRelay, type RelayHandle, type StartRelayOptions } from '../relay/start-relay';
import { TestClient } from './test-client';

/**
 * The one relay-and-keys helper of every test layer: an embedded relay of its own on a random port, keys,
 * signed events, and publishing or reading over a real WebSocket. Relay tests (dev/), component and
 * integration tests (src/) and browser tests (e2e/) all use it.
 */
export * from './test-keys';
export { subscriptionId, TestClient, type QueryResult, type RelayMessage } from './test-client';
export type { RelayHandle } from '../relay/start-relay';

/** Long enough for a loaded two-core machine running a browser next to the relay. */
const PUBLISH_TIMEOUT_MS = 10_000;

/**
 * An embedded relay on a random free port, in memory and silent unless told otherwise. The caller closes it
 * (in a `finally` or an `afterAll`); `useTestRelay` does that for a whole test file.
 */
export function startTestRelay(options: StartRelayOptions = {}): Promise<RelayHandle> {
  return startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent', ...options });
}

/**
 * Publishes events over a fresh connection, one after the other, and waits for each OK; throws the relay's
 * reason when it refuses one, or when no OK comes within 10 s.
 */
export async function publishEvents(relayUrl: string, events: readonly NostrEvent[]): Promise<void> {
  const client = await TestClient.connect(relayUrl);
  try {
    for (const event of events) {
      const { accepted, reason } = await client.publish(event, PUBLISH_TIMEOUT_MS);
      if (!accepted) throw new Error(`Relay refused ${event.id}: ${reason}`);
    }
  } finally {
    await client.close();
  }
}

/** Reads stored events over a fresh connection, as another client would (REQ until EOSE, then CLOSE). */
export async function queryEvents(relayUrl: string, ...filters: Filter[]): Promise<NostrEvent[]> {
  const client = await TestClient.connect(relayUrl);
  try {
    return await client.fetch(...filters);
  } finally {
    await client.close();
  }
}

export interface RelayFixture {
  /** The running relay (valid inside tests). */
  readonly relay: RelayHandle;
  /** Its ws:// URL (valid inside tests). */
  readonly url: string;
  /** A protocol-level client connected to it, closed automatically after the test. */
  connect(): Promise<TestClient>;
}

/**
 * Starts one relay (see `startTestRelay`) for the test file and closes it afterwards; clients opened
 * through `connect()` are closed after each test so no socket outlives its test.
 */
export function useTestRelay(options: StartRelayOptions = {}): RelayFixture {
  let relay: RelayHandle | undefined;
  const clients: TestClient[] = [];
  const running = (): RelayHandle => {
    if (!relay) throw new Error('the relay is only available inside tests');
    return relay;
  };

  beforeAll(async () => {
    relay = await startTestRelay(options);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await relay?.close();
  });

  return {
    get relay() {
      return running();
    },
    get url() {
      return running().url;
    },
    async connect() {
      const client = await TestClient.connect(running().url);
      clients.push(client);
      return client;
    },
  };
}
