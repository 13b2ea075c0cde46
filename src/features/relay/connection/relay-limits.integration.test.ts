import type { AddressInfo } from 'node:net';

import type { NostrEvent } from 'nostr-tools';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

import { KIND } from '@/config/constants';

import { newKeys, nowSeconds, signEvent } from '@testing/test-keys';
import { RELAY_DATA_LIMITS } from '@/nostr/event-limits';

import { openEarlySockets } from './early-sockets';
import { RelayConnection } from './relay-connection';
import { resetVerificationMemo } from '../verify/verified-memo';

// Node 20 has no global WebSocket; the connection and the boot script's sockets use the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/**
 * The limits on relay data (docs/architecture.md §5) where a relay's frames enter the app: the app's
 * RelayConnection and the boot script's early sockets. The embedded relay refuses what this relay sends (a
 * 2 MB event, 100 000 tags, a date next year), so a small relay of this test's own sends it over a real socket,
 * validly signed, next to good listings.
 */
const seller = newKeys();
const now = nowSeconds();
const listingTags = (d: string, title: string) => [
  ['d', d],
  ['title', title],
  ['t', 'car'],
];
const listing = (d: string, draft: { content?: string; tags?: string[][]; created_at?: number } = {}) =>
  signEvent(seller, { kind: KIND.listing, created_at: draft.created_at ?? now - 60, content: draft.content ?? d, tags: [...listingTags(d, d), ...(draft.tags ?? [])] });

const good = [listing('good-1'), listing('good-2'), listing('good-3')];
/** A good listing sent with a 50 000-deep extra field: kept, without the field. */
const nested = listing('nested-extra');
// Written as text: JSON.stringify itself overflows the stack on it.
const DEEP = `${'['.repeat(50_000)}"bottom"${']'.repeat(50_000)}`;
const refused: Record<string, NostrEvent> = {
  '2 MB content': listing('two-megabytes', { content: 'x'.repeat(2_000_000) }),
  '100 000 tags': listing('many-tags', { tags: Array.from({ length: 100_000 }, (_, index) => ['t', `t${index}`]) }),
  'content over 90 000 characters': listing('long-content', { content: 'c'.repeat(RELAY_DATA_LIMITS.contentChars + 1) }),
  '2 001 tags': listing('tags-2001', { tags: Array.from({ length: RELAY_DATA_LIMITS.tags + 1 - 3 }, () => ['t', 'car']) }),
  'over 128 kB serialized': listing('wide-tags', { tags: Array.from({ length: 100 }, () => ['alt', 'a'.repeat(1_400)]) }),
  'dated next year': listing('next-year', { created_at: now + 365 * 24 * 3600 }),
};
const frames = (id: string) => [
  ...Object.values(refused).map((event) => JSON.stringify(['EVENT', id, event])),
  JSON.stringify(['EVENT', id, { ...nested, extra: 'DEEP' }]).replace('"DEEP"', DEEP),
  ...good.map((event) => JSON.stringify(['EVENT', id, event])),
  JSON.stringify(['EOSE', id]),
];
const accepted = [nested, ...good].map((event) => event.id).toSorted();

let server: WebSocketServer;
let url: string;
const connections: RelayConnection[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket) => {
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(String(data)) as unknown[];
      if (message[0] === 'REQ') for (const frame of frames(String(message[1]))) socket.send(frame);
    });
  });
});

afterEach(() => {
  for (const connection of connections.splice(0)) connection.dispose();
  resetVerificationMemo();
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

function connect(): RelayConnection {
  const connection = new RelayConnection(url);
  connections.push(connection);
  return connection;
}

describe('limits on relay data at intake', () => {
  it('the events sent are what the test says: the refused ones are valid listings, over one limit each', () => {
    expect(JSON.stringify(refused['2 MB content']).length).toBeGreaterThan(RELAY_DATA_LIMITS.frameChars);
    expect(JSON.stringify(refused['100 000 tags']).length).toBeGreaterThan(RELAY_DATA_LIMITS.frameChars);
    const wide = JSON.stringify(refused['over 128 kB serialized']).length;
    expect(wide).toBeGreaterThan(RELAY_DATA_LIMITS.eventChars);
    expect(wide).toBeLessThan(RELAY_DATA_LIMITS.frameChars);
    expect(refused['2 001 tags']!.tags).toHaveLength(RELAY_DATA_LIMITS.tags + 1);
  });

  it('a query keeps every good event, without extra fields, and nothing over the limits or from the future', async () => {
    const events = await connect().query([{ kinds: [KIND.listing] }], { timeoutMs: 10_000 });
    expect(events.map((event) => event.id).toSorted()).toEqual(accepted);
    const kept = events.find((event) => event.id === nested.id);
    // (nostr-tools marks an event it verified with a symbol; the fields are what matters.)
    expect(Object.keys(kept!).toSorted()).toEqual(['content', 'created_at', 'id', 'kind', 'pubkey', 'sig', 'tags']);
    expect(JSON.parse(JSON.stringify(kept))).toEqual(nested);
  });

  it("the boot script's sockets show it only events within the limits, rebuilt, and hand the app the same answer", async () => {
    const seen: unknown[] = [];
    openEarlySockets([url], [{ id: 'boot-grid', filters: [{ kinds: [KIND.listing] }] }], 10_000, (_id, event) => {
      seen.push(event);
      return true;
    });
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(accepted.length);
    expect(seen.map((event) => (event as NostrEvent).id).toSorted()).toEqual(accepted);
    expect(seen.find((event) => (event as NostrEvent).id === nested.id)).toEqual(nested);
    expect(seen.some((event) => Object.hasOwn(event as object, 'extra'))).toBe(false);

    const events = await connect().query([{ kinds: [KIND.listing] }], { timeoutMs: 10_000 });
    expect(events.map((event) => event.id).toSorted()).toEqual(accepted);
  });
});
