import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, signEvent, startTestRelay, TestClient } from '../testing/test-relay';
import type { RelayHandle } from './start-relay';
import { listing } from './test-listing';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'carstr-relay-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function withRelay<T>(dbPath: string, run: (relay: RelayHandle, client: TestClient) => Promise<T>): Promise<T> {
  const relay = await startTestRelay({ dbPath });
  const client = await TestClient.connect(relay.url);
  try {
    return await run(relay, client);
  } finally {
    await client.close();
    await relay.close();
  }
}

describe('a file dbPath', () => {
  it('keeps events, the search index and deletions across a restart', async () => {
    const dbPath = join(dir, 'relay.sqlite');
    const seller = newKeys();
    const car = listing(seller, { d: 'kept', title: 'Subaru Outback' });
    const note = signEvent(seller, { content: 'to be deleted' });
    await withRelay(dbPath, async (relay) => {
      await relay.publish(car);
      await relay.publish(note);
      await relay.publish(signEvent(seller, { kind: KIND.deletion, tags: [['e', note.id]] }));
    });

    await withRelay(dbPath, async (relay, client) => {
      expect(await client.fetch({ kinds: [KIND.listing], authors: [seller.pubkey] })).toEqual([car]);
      expect(await client.fetch({ search: 'Outback' })).toEqual([car]);
      await expect(relay.publish(note)).rejects.toThrow(/^blocked:/);
    });
  });

  it('an in-memory relay starts empty every time', async () => {
    const note = signEvent(newKeys());
    await withRelay(':memory:', async (relay) => relay.publish(note));
    await withRelay(':memory:', async (_relay, client) => {
      expect(await client.fetch({ ids: [note.id] })).toEqual([]);
    });
  });
});
