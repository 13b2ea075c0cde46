import { afterAll, afterEach, beforeAll } from 'vitest';

import { startRelay, type RelayHandle, type StartRelayOptions } from './start-relay';
import { TestClient } from './test-client';

export interface RelayFixture {
  /** The running relay (valid inside tests). */
  readonly relay: RelayHandle;
  /** A client connected to it, closed automatically after the test. */
  connect(): Promise<TestClient>;
}

/**
 * Starts one silent relay on a random port for the test file and closes it afterwards; clients
 * opened through `connect()` are closed after each test so no socket outlives its test.
 */
export function setUpRelay(options: StartRelayOptions = {}): RelayFixture {
  let relay: RelayHandle | undefined;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    relay = await startRelay({ logLevel: 'silent', ...options });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await relay?.close();
  });

  return {
    get relay() {
      if (!relay) throw new Error('the relay is only available inside tests');
      return relay;
    },
    async connect() {
      if (!relay) throw new Error('the relay is only available inside tests');
      const client = await TestClient.connect(relay.url);
      clients.push(client);
      return client;
    },
  };
}
