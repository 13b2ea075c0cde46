import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { startRelay, type RelayHandle } from '../../../dev/relay/start-relay';
import { publishRelays } from '@/nostr/relay-url';

import { createPool } from './create-pool';
import { queryRelay } from './query-relay';

// Node 20 has no global WebSocket; NRelay1 needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const relays: RelayHandle[] = [];

beforeAll(async () => {
  for (let index = 0; index < 7; index += 1) {
    relays.push(await startRelay({ port: 0, logLevel: 'silent' }));
  }
});

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
});

function note(content: string) {
  return finalizeEvent({ kind: 1, content, tags: [], created_at: Math.floor(Date.now() / 1000) }, generateSecretKey());
}

describe('createPool routing', () => {
  it('publishes to the configured relay plus presets, at most 5 distinct, and reads from the configured relay only', async () => {
    const [current, ...others] = relays.map((relay) => relay.url);
    // The current relay also appears among the presets: it must count once.
    const presets = [others[0]!, current!, ...others];
    const pool = createPool({
      readRelay: () => current!,
      publishRelays: () => publishRelays(current!, presets, 5),
    });
    try {
      const event = note('routing check');
      await pool.event(event, { signal: AbortSignal.timeout(5000) });

      const holders: string[] = [];
      for (const relay of relays) {
        const found = await queryRelay(pool, relay.url, [{ ids: [event.id] }], { timeoutMs: 5000 });
        if (found.length > 0) holders.push(relay.url);
      }
      expect(holders).toHaveLength(5);
      expect(holders).toContain(current);
      expect(new Set(holders).size).toBe(5);

      const elsewhere = note('only on the last relay');
      await relays[6]!.publish(elsewhere);
      const read = await pool.query([{ ids: [event.id, elsewhere.id] }], { signal: AbortSignal.timeout(5000) });
      expect(read.map((item) => item.id)).toEqual([event.id]);
    } finally {
      await pool.close();
    }
  });

  it('queryRelay rejects with the abort reason when the relay never answers in time', async () => {
    const pool = createPool({ readRelay: () => 'ws://127.0.0.1:1', publishRelays: () => [] });
    try {
      await expect(queryRelay(pool, 'ws://127.0.0.1:1', [{ kinds: [1], limit: 1 }], { timeoutMs: 300 })).rejects.toThrow();
    } finally {
      await pool.close();
    }
  });

  it('queryRelay returns no events without a request when the filters expect none', async () => {
    const pool = createPool({ readRelay: () => relays[0]!.url, publishRelays: () => [] });
    try {
      expect(await queryRelay(pool, 'ws://127.0.0.1:1', [{ kinds: [1], limit: 0 }], { timeoutMs: 300 })).toEqual([]);
    } finally {
      await pool.close();
    }
  });
});

describe('queryRelay against a relay that refuses', () => {
  it("throws 'Subscription closed' when the relay answers CLOSED", async () => {
    const pool = createPool({ readRelay: () => relays[0]!.url, publishRelays: () => [] });
    try {
      // The embedded relay refuses unknown filter fields with CLOSED.
      const filters = [{ kinds: [1], limit: 1, bogus: ['x'] }] as unknown as Parameters<typeof queryRelay>[2];
      await expect(queryRelay(pool, relays[0]!.url, filters, { timeoutMs: 5000 })).rejects.toThrow('Subscription closed');
    } finally {
      await pool.close();
    }
  });
});
