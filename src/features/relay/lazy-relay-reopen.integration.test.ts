import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

import { LazyRelay } from './lazy-relay';

// Node 20 has no global WebSocket; NRelay1 needs one.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let server: WebSocketServer;
let url: string;
let requests = 0;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  url = typeof address === 'object' && address !== null ? `ws://127.0.0.1:${address.port}` : '';
  // The first REQ gets a binary frame, every later one an empty answer.
  server.on('connection', (socket) => {
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(String(data)) as unknown[];
      if (message[0] !== 'REQ') return;
      requests += 1;
      if (requests === 1) socket.send(Buffer.from([0, 1, 2]));
      else socket.send(JSON.stringify(['EOSE', message[1]]));
    });
  });
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

describe('LazyRelay', () => {
  it('reconnects on the next request after a binary frame made NRelay1 close itself (SPEC §4)', async () => {
    const relay = new LazyRelay(url, { idleTimeout: 30_000 });
    try {
      await expect(relay.query([{ kinds: [1], limit: 1 }], { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
      expect(await relay.query([{ kinds: [1], limit: 1 }], { signal: AbortSignal.timeout(5000) })).toEqual([]);
      expect(requests).toBe(2);
    } finally {
      await relay.close();
    }
  });
});
