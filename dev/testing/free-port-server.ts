import type { AddressInfo } from 'node:net';

import { WebSocketServer, type ServerOptions } from 'ws';

/** A WebSocket server on a free loopback port, listening, with its ws:// URL: what every scripted test relay starts from. */
export async function listenOnFreePort(options: Omit<ServerOptions, 'host' | 'port'> = {}): Promise<{ server: WebSocketServer; url: string }> {
  const server = new WebSocketServer({ ...options, host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `ws://127.0.0.1:${port}` };
}

/** Cuts every connection and closes the server. */
export async function closeServer(server: WebSocketServer): Promise<void> {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
