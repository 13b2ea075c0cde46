import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { handleDeleteBlob, handleGetBlob, handleListBlobs } from './blob-routes';
import { openBlobStore } from './blob-store';
import { applyCorsHeaders, PREFLIGHT_HEADERS, sendError, sendJson } from './http-responses';
import type { MediaContext } from './media-context';
import { StorageQuota } from './storage-quota';
import { handleUpload, handleUploadPreflight } from './upload-routes';

/**
 * Development Blossom media server (BUD-01 retrieval, BUD-02 upload/delete/list, a BUD-06 style upload
 * preflight) on plain `node:http`, storing blobs in a folder so they survive restarts.
 */

export interface MediaServerOptions {
  /** 0 or omitted: a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Blob folder, created if missing. */
  dir: string;
  /** Base URL written into blob descriptors; default http://<host>:<port>. */
  publicUrl?: string;
  /** Default 20 MiB. */
  maxUploadBytes?: number;
  /** Bytes of blobs one pubkey may keep (storage-quota.ts); default 512 MiB. */
  maxBytesPerPubkey?: number;
  /** Default 'info': one line per upload, rejection and deletion. */
  logLevel?: 'silent' | 'info';
}

export interface MediaServerHandle {
  /** Base URL of the server (the public URL when one was given), without trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Far above what the demo seed puts under one key (tens of MB with realistic photos) or a seller's photos need. */
export const DEFAULT_MAX_BYTES_PER_PUBKEY = 512 * 1024 * 1024;

const BLOB_PATH = /^\/([0-9a-fA-F]{64})(?:\.[A-Za-z0-9]{1,16})?$/;
const LIST_PATH = /^\/list\/([0-9a-fA-F]{64})$/;

export async function startMediaServer(options: MediaServerOptions): Promise<MediaServerHandle> {
  const host = options.host ?? '127.0.0.1';
  const store = await openBlobStore(options.dir);
  const log =
    options.logLevel === 'silent' ? (): void => undefined : (line: string): void => console.info(`[media] ${line}`);
  const context: MediaContext = {
    store,
    publicUrl: '',
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    quota: new StorageQuota(store, options.maxBytesPerPubkey ?? DEFAULT_MAX_BYTES_PER_PUBKEY),
    log,
  };

  const server = createServer((req, res) => {
    route(context, req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      log(`${req.method} ${req.url} failed: ${message}`);
      if (res.headersSent) res.destroy();
      else sendError(req, res, 500, 'Internal server error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const port = (server.address() as AddressInfo).port;
  const localUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  context.publicUrl = withoutTrailingSlash(options.publicUrl ?? localUrl);
  log(`Blossom server on ${localUrl}, blobs in ${options.dir}`);

  let closing: Promise<void> | undefined;
  return {
    url: context.publicUrl,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive and half-finished uploads would otherwise hold close() open indefinitely.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function route(context: MediaContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  applyCorsHeaders(res);
  const method = req.method ?? 'GET';
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;

  if (method === 'OPTIONS') {
    res.writeHead(204, PREFLIGHT_HEADERS);
    res.end();
    return;
  }

  if (path === '/upload') {
    if (method === 'PUT') return handleUpload(context, req, res);
    if (method === 'HEAD') return handleUploadPreflight(context, req, res);
    return rejectMethod(req, res, 'PUT, HEAD, OPTIONS');
  }

  const listMatch = LIST_PATH.exec(path);
  if (listMatch?.[1]) {
    if (method === 'GET' || method === 'HEAD') return handleListBlobs(context, req, res, listMatch[1].toLowerCase());
    return rejectMethod(req, res, 'GET, HEAD, OPTIONS');
  }

  const blobMatch = BLOB_PATH.exec(path);
  if (blobMatch?.[1]) {
    const sha256 = blobMatch[1].toLowerCase();
    if (method === 'GET' || method === 'HEAD') return handleGetBlob(context, req, res, sha256);
    if (method === 'DELETE') return handleDeleteBlob(context, req, res, sha256);
    return rejectMethod(req, res, 'GET, HEAD, DELETE, OPTIONS');
  }

  if (path === '/' && (method === 'GET' || method === 'HEAD')) {
    sendJson(req, res, 200, { name: 'Carstr dev Blossom server', upload: `${context.publicUrl}/upload` });
    return;
  }
  sendError(req, res, 404, 'Not found');
}

function rejectMethod(req: IncomingMessage, res: ServerResponse, allowed: string): void {
  res.setHeader('Allow', allowed);
  sendError(req, res, 405, `Method ${req.method ?? ''} not allowed here`);
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
