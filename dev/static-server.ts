import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzip as gzipCallback } from 'node:zlib';
import { promisify } from 'node:util';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const gzipAsync = promisify(gzipCallback);
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

export interface StaticServerHandle {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a built single-page app: real files when they exist, index.html for every other path so client-side
 * routes survive a reload. Hashed assets are cached forever, index.html never.
 */
export async function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
  headers?: Record<string, string>;
  /**
   * Gzip text responses for clients that accept it, compressed once and kept in memory, as a production
   * static host serves precompressed files (the bench uses it).
   */
  gzip?: boolean;
  /** Hold every response this long before answering, as a far host would (the bench's cold visits). */
  delayMs?: number;
}): Promise<StaticServerHandle> {
  const compressed = new Map<string, Promise<Buffer>>();
  const compress = (file: string) => {
    let body = compressed.get(file);
    if (!body) {
      body = readFile(file).then((content) => gzipAsync(content, { level: 9 }));
      compressed.set(file, body);
    }
    return body;
  };
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const candidate = normalize(join(root, pathname));
      const inside = candidate === root || candidate.startsWith(root + sep);
      let file = join(root, 'index.html');
      if (inside) {
        const info = await stat(candidate).catch(() => undefined);
        if (info?.isFile()) file = candidate;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const immutable = file.includes(`${sep}assets${sep}`);
      const gzip = options.gzip === true && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
      const body = gzip ? await compress(file) : undefined;
      if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
      response.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
        ...options.headers,
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      if (body) response.end(body);
      else createReadStream(file).pipe(response);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
