import type { AddressInfo } from 'node:net';

import { WebSocket, WebSocketServer } from 'ws';

/** How long a test waits for the proxy to hold something before it fails (a missing request, not a slow one). */
const HELD_TIMEOUT_MS = 10_000;
/** How long the proxy waits for the relay behind it to accept a connection. */
const UPSTREAM_TIMEOUT_MS = 5_000;

export interface HoldingProxy {
  /** The ws:// URL the app under test connects to instead of the relay's. */
  readonly url: string;
  /**
   * Resolves with the first relay → client message the proxy withheld; rejects when none was withheld within
   * `timeoutMs`. From then on the app's transient state ('Posting...', 'Loading…') lasts until `release`.
   */
  held(timeoutMs?: number): Promise<unknown[]>;
  /** How many relay → client messages are waiting in the proxy now. */
  withheld(): number;
  /** Sends everything withheld, in order, and stops holding: the app reaches its end state. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A WebSocket proxy in front of a real relay that withholds the relay's answers the test names (`hold`: an
 * `OK` to hold a publish, an `EOSE` to hold a read) until the test calls `release()`. A test of a transient
 * state holds it for as long as it needs instead of hoping the machine is slow enough to see it
 * (docs/architecture.md §13). Once a message is withheld on a connection, the later ones on that connection
 * wait behind it, so the app sees the relay's order. Client → relay messages pass at once.
 */
export async function startHoldingProxy(upstreamUrl: string, hold: (message: unknown[]) => boolean): Promise<HoldingProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  let holding = true;
  const queues = new Set<{ client: WebSocket; waiting: string[] }>();
  let firstHeld: unknown[] | undefined;
  const heldListeners = new Set<(message: unknown[]) => void>();

  server.on('connection', (client) => {
    const upstream = new WebSocket(upstreamUrl, { handshakeTimeout: UPSTREAM_TIMEOUT_MS });
    const queue = { client, waiting: [] as string[] };
    queues.add(queue);
    const early: string[] = [];
    client.on('message', (data) => {
      const text = String(data);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else early.push(text);
    });
    upstream.on('open', () => {
      for (const text of early.splice(0)) upstream.send(text);
    });
    upstream.on('message', (data) => {
      const text = String(data);
      if (holding && (queue.waiting.length > 0 || holds(text))) {
        queue.waiting.push(text);
        return;
      }
      if (client.readyState === WebSocket.OPEN) client.send(text);
    });
    const closeBoth = () => {
      queues.delete(queue);
      client.close();
      upstream.close();
    };
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
  });

  function holds(text: string): boolean {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return false;
    }
    if (!Array.isArray(message) || !hold(message)) return false;
    if (firstHeld === undefined) {
      firstHeld = message;
      for (const listener of heldListeners) listener(message);
      heldListeners.clear();
    }
    return true;
  }

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    held: (timeoutMs = HELD_TIMEOUT_MS) =>
      firstHeld !== undefined
        ? Promise.resolve(firstHeld)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              heldListeners.delete(listener);
              reject(new Error(`the proxy withheld nothing within ${timeoutMs} ms`));
            }, timeoutMs);
            const listener = (message: unknown[]) => {
              clearTimeout(timer);
              resolve(message);
            };
            heldListeners.add(listener);
          }),
    withheld: () => [...queues].reduce((sum, queue) => sum + queue.waiting.length, 0),
    release: () => {
      holding = false;
      for (const { client, waiting } of queues) {
        for (const text of waiting.splice(0)) if (client.readyState === WebSocket.OPEN) client.send(text);
      }
    },
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
