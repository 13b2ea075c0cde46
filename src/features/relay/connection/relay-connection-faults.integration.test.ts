import { createServer } from 'node:net';

import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

import { relayAuth } from '../relay-auth';
import { RelayConnection } from './relay-connection';
import { RelayConnectionLost, RelayUnreachable } from './relay-errors';

// Node 20 has no global WebSocket; the connection uses the browser's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/** What the relay does with each connection and REQ; replaced per test. */
let onConnection: (socket: WebSocket) => void = () => undefined;
let onRequest: (socket: WebSocket, id: string) => void = () => undefined;
let onAuth: (socket: WebSocket, event: NostrEvent) => void = () => undefined;
let server: WebSocketServer;
let url: string;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  url = typeof address === 'object' && address !== null ? `ws://127.0.0.1:${address.port}` : '';
  server.on('connection', (socket) => {
    onConnection(socket);
    socket.on('message', (data: RawData) => {
      const message = JSON.parse(String(data)) as unknown[];
      if (message[0] === 'REQ') onRequest(socket, String(message[1]));
      if (message[0] === 'AUTH') onAuth(socket, message[1] as NostrEvent);
    });
  });
});

afterEach(() => {
  relayAuth.setSigner(undefined);
  relayAuth.setPolicy(undefined);
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 1;
}

describe('RelayConnection under relay faults', () => {
  it('reports a connection that dropped after opening as lost, so the query layer retries', async () => {
    onConnection = () => undefined;
    onRequest = (socket) => socket.terminate();
    const reader = new RelayConnection(url);
    await expect(reader.query([{ kinds: [1] }], { timeoutMs: 5000 })).rejects.toBeInstanceOf(RelayConnectionLost);
  });

  it('reports a relay that cannot be reached as a plain failure, not as a lost connection', async () => {
    const reader = new RelayConnection(`ws://127.0.0.1:${await closedPort()}`);
    const failure = await reader.query([{ kinds: [1] }], { timeoutMs: 5000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RelayUnreachable);
    expect(reader.state).toBe('failed');
  });

  it('answers a NIP-42 challenge with the signed-in account, on the connection that asked, only once the relay refuses a request for it', async () => {
    const secretKey = generateSecretKey();
    const signer = new NSecSigner(secretKey);
    // Counts signatures as they are asked for: the challenge arrives before the first EOSE, so an answer to
    // the challenge alone would have asked for one by the time the first query ends.
    let signatures = 0;
    relayAuth.setSigner({
      signEvent: (template) => {
        signatures += 1;
        return signer.signEvent(template);
      },
    });
    relayAuth.setPolicy(() => true);
    let challenged: string | undefined;
    onConnection = (socket) => {
      challenged = crypto.randomUUID();
      socket.send(JSON.stringify(['AUTH', challenged]));
    };
    // The relay serves the first REQ without a login, refuses the next until the connection authenticates.
    let requests = 0;
    const auths: NostrEvent[] = [];
    onRequest = (socket, id) => {
      requests += 1;
      socket.send(JSON.stringify(requests === 1 || auths.length > 0 ? ['EOSE', id] : ['CLOSED', id, 'auth-required: members only']));
    };
    onAuth = (socket, event) => {
      auths.push(event);
      socket.send(JSON.stringify(['OK', event.id, true, '']));
    };
    const reader = new RelayConnection(url);
    expect(await reader.query([{ kinds: [1] }], { timeoutMs: 5000 })).toEqual([]);
    // The challenge came with the connection: that alone gets no answer.
    expect(signatures).toBe(0);
    expect(reader.authState).toBe('required');
    expect(await reader.query([{ kinds: [2] }], { timeoutMs: 5000 })).toEqual([]);
    expect(requests).toBe(3);
    expect(signatures).toBe(1);
    const [event] = auths;
    if (event === undefined) throw new Error('no AUTH');
    expect(event.pubkey).toBe(getPublicKey(secretKey));
    expect(event.tags).toEqual([
      ['relay', url],
      ['challenge', challenged],
    ]);
    reader.dispose();
  });

  it('sends a request refused with auth-required again once the relay accepted the AUTH', async () => {
    relayAuth.setSigner(new NSecSigner(generateSecretKey()));
    relayAuth.setPolicy(() => true);
    onConnection = (socket) => socket.send(JSON.stringify(['AUTH', 'members-only']));
    const authed = new WeakSet<WebSocket>();
    let requests = 0;
    onRequest = (socket, id) => {
      requests += 1;
      socket.send(JSON.stringify(authed.has(socket) ? ['EOSE', id] : ['CLOSED', id, 'auth-required: members only']));
    };
    onAuth = (socket, event) => {
      authed.add(socket);
      socket.send(JSON.stringify(['OK', event.id, true, '']));
    };
    const connection = new RelayConnection(url);
    expect(await connection.query([{ kinds: [1] }], { timeoutMs: 5000 })).toEqual([]);
    expect(requests).toBe(2);
    expect(connection.authState).toBe('authenticated');
    connection.dispose();
  });

  it('ends a request refused with auth-required at once when nobody is signed in', async () => {
    onConnection = (socket) => socket.send(JSON.stringify(['AUTH', 'members-only']));
    onRequest = (socket, id) => socket.send(JSON.stringify(['CLOSED', id, 'auth-required: members only']));
    const connection = new RelayConnection(url);
    await expect(connection.query([{ kinds: [1] }], { timeoutMs: 5000 })).rejects.toThrow('Subscription closed: auth-required: members only');
    connection.dispose();
  });

  it('sends a live subscription again after the connection dropped, with backoff', async () => {
    onConnection = () => undefined;
    let requests = 0;
    onRequest = (socket, id) => {
      requests += 1;
      // The first connection dies under the request; the second answers it.
      if (requests === 1) socket.terminate();
      else socket.send(JSON.stringify(['EOSE', id]));
    };
    const connection = new RelayConnection(url, { backoffBaseMs: 50 });
    const controller = new AbortController();
    const messages: string[] = [];
    for await (const message of connection.req([{ kinds: [1] }], { signal: controller.signal })) {
      messages.push(message[0]);
      if (message[0] === 'EOSE') break;
    }
    expect(messages).toEqual(['EOSE']);
    expect(requests).toBe(2);
    connection.dispose();
  });

  it('opens a new connection for the next request after a binary frame closed the last one', async () => {
    onConnection = () => undefined;
    let requests = 0;
    onRequest = (socket, id) => {
      requests += 1;
      if (requests === 1) socket.send(Buffer.from([0, 1, 2]));
      else socket.send(JSON.stringify(['EOSE', id]));
    };
    const connection = new RelayConnection(url);
    await expect(connection.query([{ kinds: [1] }], { timeoutMs: 5000 })).rejects.toBeInstanceOf(RelayConnectionLost);
    expect(await connection.query([{ kinds: [1] }], { timeoutMs: 5000 })).toEqual([]);
    expect(requests).toBe(2);
    connection.dispose();
  });
});
