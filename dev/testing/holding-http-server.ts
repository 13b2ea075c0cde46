import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long a test waits for the server to hold a request before it fails (a missing request, not a slow one). */
const HELD_TIMEOUT_MS = 10_000;

/** A request the server read to its last byte and has not answered yet. */
export interface HeldRequest {
  method: string;
  /** Path and query, as the client sent them. */
  path: string;
  /** Bytes of the body received. */
  bodyBytes: number;
}

export interface HoldingHttpServer {
  /** The http:// origin to send requests to instead of the upstream's. */
  readonly url: string;
  /**
   * Resolves with the first request the server withheld its answer to (its body fully read); rejects when
   * none came within `timeoutMs`. From then on the client's transient state ('Uploading…') lasts until `release`.
   */
  held(timeoutMs?: number): Promise<HeldRequest>;
  /** How many requests wait for their answer now. */
  withheld(): number;
  /** Passes every withheld request on to the upstream, in order, and stops holding: the client gets its answers. */
  release(): void;
  /** Stops the server; a request still withheld is dropped unanswered, never passed on. */
  close(): Promise<void>;
}

/** Hop-by-hop headers and the ones the forwarding recomputes. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

function forwardedHeaders(headers: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (value === undefined || NOT_FORWARDED.has(name.toLowerCase())) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An HTTP server in front of a real one (the media server) that reads each request the test names (`hold`)
 * to its last byte and then withholds it, and so the answer, until the test calls `release()`: the client has
 * sent everything (an upload's progress is where the whole body puts it) and waits, for as long as the test
 * needs, instead of a throttled network hoping to be slow enough (docs/architecture.md §13). Other requests
 * (a CORS preflight, a download) pass at once.
 */
export async function startHoldingHttpServer(upstreamUrl: string, hold: (request: { method: string; path: string }) => boolean): Promise<HoldingHttpServer> {
  const upstream = new URL(upstreamUrl);
  let holding = true;
  let closed = false;
  const waiting: (() => void)[] = [];
  let firstHeld: HeldRequest | undefined;
  const heldListeners = new Set<(request: HeldRequest) => void>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const body = await readBody(request);
      if (holding && hold({ method, path })) {
        const held = { method, path, bodyBytes: body.length };
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (firstHeld === undefined) {
            firstHeld = held;
            for (const listener of heldListeners) listener(held);
            heldListeners.clear();
          }
        });
        // Closed while held: the client gave up (or the test ended); nothing goes upstream.
        if (closed) {
          response.destroy();
          return;
        }
      }
      const answer = await fetch(new URL(path, upstream), {
        method,
        headers: forwardedHeaders(Object.entries(request.headers)),
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, answer.statusText, forwardedHeaders(answer.headers.entries()));
      response.end(bytes);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`holding server: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(0, '127.0.0.1');
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    held: (timeoutMs = HELD_TIMEOUT_MS) =>
      firstHeld !== undefined
        ? Promise.resolve(firstHeld)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              heldListeners.delete(listener);
              reject(new Error(`the server withheld nothing within ${timeoutMs} ms`));
            }, timeoutMs);
            const listener = (request: HeldRequest) => {
              clearTimeout(timer);
              resolve(request);
            };
            heldListeners.add(listener);
          }),
    withheld: () => waiting.length,
    release: () => {
      holding = false;
      for (const pass of waiting.splice(0)) pass();
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const pass of waiting.splice(0)) pass();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
