import { finalizeEvent, generateSecretKey, type NostrEvent } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

import { resetVerificationMemo, verificationStats } from '../verify/verified-memo';
import { RelayConnection } from './relay-connection';

// Node 20 has no global WebSocket; the connection uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const key = generateSecretKey();
const note = (content: string, kind = 1) => finalizeEvent({ kind, content, tags: [], created_at: 1_700_000_000 }, key);

type Script = (send: (message: unknown) => void, subscriptionId: string, raw: (data: Buffer) => void) => void;

/** A relay that answers every REQ with a scripted reply, and counts the REQs it got. */
let server: WebSocketServer;
let url: string;
let script: Script = () => undefined;
let requests = 0;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  url = typeof address === 'object' && address !== null ? `ws://127.0.0.1:${address.port}` : '';
  server.on('connection', (socket) => {
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(String(data)) as unknown[];
      if (message[0] !== 'REQ') return;
      requests += 1;
      script((reply) => socket.send(typeof reply === 'string' ? reply : JSON.stringify(reply)), String(message[1]), (bytes) => socket.send(bytes));
    });
  });
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

describe('RelayConnection reads', () => {
  it('returns only verified events that match the filter, ignoring malformed messages', async () => {
    resetVerificationMemo();
    const good = note('good');
    const forged = { ...note('forged'), content: 'tampered' };
    const offFilter = note('kind 7', 7);
    script = (send, id) => {
      send(['EVENT', id, good]);
      send(['EVENT', id, forged]);
      send(['EVENT', id, offFilter]);
      send('not json');
      send(['EVENT', id, { nope: true }]);
      send(['EOSE', id]);
    };
    const streamed: string[] = [];
    const reader = new RelayConnection(url);
    const events = await reader.query([{ kinds: [1] }], { timeoutMs: 5000, onEvents: (batch: NostrEvent[]) => streamed.push(...batch.map((event) => event.id)) });
    expect(events.map((event) => event.id)).toEqual([good.id]);
    expect(streamed).toEqual([good.id]);
    expect(verificationStats).toMatchObject({ signatures: 2, rejected: 1 });
    reader.dispose();
  });

  it('verifies a signature once per session: the same event again costs only a hash check', async () => {
    resetVerificationMemo();
    const event = note('twice');
    script = (send, id) => {
      send(['EVENT', id, event]);
      send(['EOSE', id]);
    };
    const reader = new RelayConnection(url);
    await reader.query([{ kinds: [1] }], { timeoutMs: 5000 });
    await reader.query([{ kinds: [1] }], { timeoutMs: 5000 });
    expect(verificationStats).toMatchObject({ signatures: 1, memoHits: 1, rejected: 0 });
    reader.dispose();
  });

  it('sends one REQ per query over one connection, and rejects on CLOSED', async () => {
    requests = 0;
    script = (send, id) => send(['CLOSED', id, 'blocked: no']);
    const reader = new RelayConnection(url);
    await expect(reader.query([{ kinds: [1] }], { timeoutMs: 5000 })).rejects.toThrow('Subscription closed: blocked: no');
    script = (send, id) => send(['EOSE', id]);
    expect(await reader.query([{ kinds: [1] }], { timeoutMs: 5000 })).toEqual([]);
    expect(requests).toBe(2);
    expect(server.clients.size).toBe(1);
    reader.dispose();
  });

  it('closes the connection on a binary frame and fails the query', async () => {
    script = (_send, _id, raw) => raw(Buffer.from([1, 2, 3]));
    const reader = new RelayConnection(url);
    await expect(reader.query([{ kinds: [1] }], { timeoutMs: 5000 })).rejects.toThrow('Relay connection closed');
    expect(reader.isOpen).toBe(false);
  });

  it('fails at once when the relay cannot be reached, and asks nothing for a zero limit', async () => {
    const reader = new RelayConnection('ws://127.0.0.1:1');
    // Failing only at the timeout would take ten minutes, far past the test's limit.
    await expect(reader.query([{ kinds: [1] }], { timeoutMs: 600_000 })).rejects.toThrow();
    expect(await reader.query([{ kinds: [1], limit: 0 }], { timeoutMs: 5000 })).toEqual([]);
  });

  it('rejects with the abort reason when the relay does not answer in time', async () => {
    script = () => undefined;
    const reader = new RelayConnection(url);
    await expect(reader.query([{ kinds: [1] }], { timeoutMs: 200 })).rejects.toMatchObject({
      name: 'AbortError',
      message: 'The signal has been aborted',
    });
    reader.dispose();
  });
});
