import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startHoldingHttpServer } from './holding-http-server';

/** An upstream that answers every request with its method, path and body length, and a CORS header. */
const upstream = createServer((request, response) => {
  let bytes = 0;
  request.on('data', (chunk: Buffer) => (bytes += chunk.length));
  request.on('end', () => {
    response.writeHead(201, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ method: request.method, path: request.url, bytes }));
  });
});
let upstreamUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('the holding HTTP server', () => {
  it('reads a held request to its last byte and answers only once released; other requests pass at once', async () => {
    const server = await startHoldingHttpServer(upstreamUrl, ({ method }) => method === 'PUT');
    try {
      let answered = false;
      const upload = fetch(`${server.url}/upload?x=1`, { method: 'PUT', body: new Uint8Array(300_000) }).then(async (response) => {
        answered = true;
        return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as unknown };
      });
      expect(await server.held()).toEqual({ method: 'PUT', path: '/upload?x=1', bodyBytes: 300_000 });
      expect(server.withheld()).toBe(1);
      // Not held: passes while the PUT waits.
      expect(await (await fetch(`${server.url}/abc`)).json()).toEqual({ method: 'GET', path: '/abc', bytes: 0 });
      expect(answered).toBe(false);

      server.release();
      expect(await upload).toEqual({ status: 201, cors: '*', body: { method: 'PUT', path: '/upload?x=1', bytes: 300_000 } });
      expect(server.withheld()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('says so when nothing was held in time, and drops a request still held when it closes', async () => {
    const server = await startHoldingHttpServer(upstreamUrl, () => true);
    await expect(server.held(50)).rejects.toThrow('the server withheld nothing within 50 ms');
    const dropped = fetch(`${server.url}/upload`, { method: 'PUT', body: 'x' });
    await server.held();
    await server.close();
    await expect(dropped).rejects.toThrow();
  });
});
