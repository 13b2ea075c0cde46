import type { AddressInfo } from 'node:net';

import { WebSocket, WebSocketServer } from 'ws';

/** How long the proxy waits for the relay behind it to accept a connection. */
const UPSTREAM_TIMEOUT_MS = 5_000;

export interface TestServer {
  /** The ws:// URL the app under test connects to. */
  readonly url: string;
  close(): Promise<void>;
}

async function listen(): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `ws://127.0.0.1:${port}` };
}

function closer(server: WebSocketServer, extra: () => void = () => undefined): () => Promise<void> {
  return async () => {
    extra();
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/**
 * A real relay that is slow as public relays often are: every frame, in both directions, is delayed by
 * `delayMs` (in order), so a REQ is answered about two delays after it was sent. For the tests of edits to
 * the user's own lists, which must wait for such a relay (docs/architecture.md §16).
 */
export async function startDelayingProxy(upstreamUrl: string, delayMs: number): Promise<TestServer> {
  const { server, url } = await listen();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (send: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, delayMs);
    timers.add(timer);
  };
  server.on('connection', (client) => {
    const upstream = new WebSocket(upstreamUrl, { handshakeTimeout: UPSTREAM_TIMEOUT_MS });
    const early: string[] = [];
    client.on('message', (data) => {
      const text = String(data);
      later(() => {
        if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
        else early.push(text);
      });
    });
    upstream.on('open', () => {
      for (const text of early.splice(0)) upstream.send(text);
    });
    upstream.on('message', (data) => {
      const text = String(data);
      later(() => {
        if (client.readyState === WebSocket.OPEN) client.send(text);
      });
    });
    const closeBoth = () => {
      client.close();
      upstream.close();
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
  });
  return {
    url,
    close: closer(server, () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    }),
  };
}

export interface SilentRelay extends TestServer {
  /** Every message clients sent, parsed, in arrival order: what a test checks was never published. */
  readonly received: unknown[][];
}

/** A relay that accepts connections and never answers anything: up, but stuck. */
export async function startSilentRelay(): Promise<SilentRelay> {
  const { server, url } = await listen();
  const received: unknown[][] = [];
  server.on('connection', (client) => {
    client.on('message', (data) => {
      try {
        const message: unknown = JSON.parse(String(data));
        if (Array.isArray(message)) received.push(message);
      } catch {
        // Not JSON: nothing a test asks about.
      }
    });
  });
  return { url, received, close: closer(server) };
}
