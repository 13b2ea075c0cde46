import { finalizeEvent, generateSecretKey } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { startTestRelay, type RelayHandle } from '@testing/test-relay';
import type { NostrFilter } from '@/nostr/event';

import { relayGroup } from './relay-group';
import { RelayPool } from './relay-pool';

// Node 20 has no global WebSocket; the connections use the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const relays: RelayHandle[] = [];

beforeAll(async () => {
  for (let index = 0; index < 7; index += 1) relays.push(await startTestRelay());
});

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
});

const key = generateSecretKey();
function note(content: string, secretKey: Uint8Array = key) {
  return finalizeEvent({ kind: 1, content, tags: [], created_at: Math.floor(Date.now() / 1000) }, secretKey);
}

describe('RelayPool', () => {
  it('hands out one connection per relay URL, whatever its spelling', () => {
    const pool = new RelayPool();
    const url = relays[0]!.url;
    expect(pool.relay(url)).toBe(pool.relay(`${url}/`));
    expect(pool.relay(url)).not.toBe(pool.relay(relays[1]!.url));
    expect(pool.opened()).toHaveLength(2);
    void pool.close();
  });

  it("throws 'Subscription closed' when the relay answers CLOSED", async () => {
    const pool = new RelayPool();
    try {
      // The embedded relay refuses unknown filter fields with CLOSED.
      const filters = [{ kinds: [1], limit: 1, bogus: ['x'] }] as unknown as NostrFilter[];
      await expect(pool.relay(relays[0]!.url).query(filters, { timeoutMs: 5000 })).rejects.toThrow('Subscription closed');
    } finally {
      await pool.close();
    }
  });

  it('publishes, counts and streams live events over the same single socket', async () => {
    const pool = new RelayPool();
    const connection = pool.relay(relays[1]!.url);
    const author = generateSecretKey();
    try {
      const controller = new AbortController();
      const live = connection.req([{ kinds: [1], authors: [note('x', author).pubkey] }], { signal: controller.signal });
      const iterator = live[Symbol.asyncIterator]();
      const first = await iterator.next();
      expect(first.value?.[0]).toBe('EOSE');
      const event = note('live one', author);
      await connection.event(event, { signal: AbortSignal.timeout(5000) });
      const next = await iterator.next();
      expect(next.value?.[0]).toBe('EVENT');
      expect(next.value?.[0] === 'EVENT' && next.value[2].id).toBe(event.id);
      expect(await connection.count([{ ids: [event.id] }])).toMatchObject({ count: 1 });
      controller.abort();
      await iterator.return?.();
    } finally {
      await pool.close();
    }
  });

  it('rejects a publish the relay refuses with the relay’s reason', async () => {
    const pool = new RelayPool();
    try {
      const forged = { ...note('forged'), content: 'changed after signing' };
      await expect(pool.relay(relays[2]!.url).event(forged, { signal: AbortSignal.timeout(5000) })).rejects.toThrow(/invalid/);
    } finally {
      await pool.close();
    }
  });

  it('a group of relays acts as one: events merged once, EOSE after every relay, publish accepted by any', async () => {
    const pool = new RelayPool();
    const a = relays[3]!;
    const b = relays[4]!;
    try {
      const onA = note('on a');
      const onBoth = note('on both');
      await a.publish(onA);
      await a.publish(onBoth);
      await b.publish(onBoth);
      const group = relayGroup(pool, [a.url, b.url, `${a.url}/`]);
      const seen: string[] = [];
      const controller = new AbortController();
      for await (const message of group.req([{ ids: [onA.id, onBoth.id] }], { signal: controller.signal })) {
        if (message[0] === 'EVENT') seen.push(message[2].id);
        if (message[0] === 'EOSE') break;
      }
      expect(seen.toSorted()).toEqual([onA.id, onBoth.id].toSorted());
      await group.event(note('to both'), { signal: AbortSignal.timeout(5000) });
    } finally {
      await pool.close();
    }
  });
});
