import type { AddressInfo } from 'node:net';

import { WebSocket, WebSocketServer, type RawData } from 'ws';

export interface DelayProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A WebSocket proxy in front of a relay that holds every relay → client message for `delayMs` (order kept),
 * and passes client → relay messages at once: a relay that is slow to answer (the warm-visit figure), or a
 * far one (the cold visits: 100 ms per message, and `handshakeDelayMs` before the socket opens).
 */
export async function startDelayProxy(upstreamUrl: string, delayMs: number, handshakeDelayMs = 0): Promise<DelayProxy> {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (_info, accept) => setTimeout(() => accept(true), handshakeDelayMs),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (client) => {
    const upstream = new WebSocket(upstreamUrl);
    const waiting: RawData[] = [];
    client.on('message', (data) => {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data.toString());
      else waiting.push(data);
    });
    upstream.on('open', () => {
      for (const data of waiting.splice(0)) upstream.send(data.toString());
    });
    upstream.on('message', (data) => {
      setTimeout(() => {
        if (client.readyState === WebSocket.OPEN) client.send(data.toString());
      }, delayMs);
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
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
