import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkAuthorizedBlob, verifyAuthorizationHeader } from './blossom-auth';
import type { StoredBlob } from './blob-store';
import { isSvg } from './content-types';
import { sendError, sendJson } from './http-responses';
import { describeBlob, type MediaContext } from './media-context';

/** Content never changes for a given hash, so caches may keep it for a year without revalidating. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** An SVG opened directly must not run script or load anything; inline styles keep drawings intact. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** BUD-01 `GET|HEAD /<sha256>[.ext]`: the extension is decoration, the stored type is what we serve. */
export async function handleGetBlob(
  context: MediaContext,
  req: IncomingMessage,
  res: ServerResponse,
  sha256: string,
): Promise<void> {
  const blob = await context.store.describe(sha256);
  if (!blob) {
    sendError(req, res, 404, 'Blob not found');
    return;
  }

  const etag = `"${sha256}"`;
  res.setHeader('Content-Type', blob.type);
  res.setHeader('Cache-Control', IMMUTABLE_CACHE);
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Accept-Ranges', 'bytes');
  if (isSvg(blob.type)) res.setHeader('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);

  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    res.end();
    return;
  }

  const range = parseRange(req.headers.range, blob.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${blob.size}`);
    sendError(req, res, 416, 'Requested range is not satisfiable');
    return;
  }

  if (range) {
    res.writeHead(206, {
      'Content-Length': range.end - range.start + 1,
      'Content-Range': `bytes ${range.start}-${range.end}/${blob.size}`,
    });
  } else {
    res.writeHead(200, { 'Content-Length': blob.size });
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  streamBlob(context, blob, res, range ?? undefined);
}

/** BUD-02 `DELETE /<sha256>`: an uploader withdraws their claim; the bytes go with the last one. */
export async function handleDeleteBlob(
  context: MediaContext,
  req: IncomingMessage,
  res: ServerResponse,
  sha256: string,
): Promise<void> {
  const auth = verifyAuthorizationHeader(req.headers.authorization, 'delete', context.publicUrl);
  if (!auth.ok) {
    sendError(req, res, 401, auth.reason);
    return;
  }
  const blobProblem = checkAuthorizedBlob(auth.event, sha256);
  if (blobProblem) {
    sendError(req, res, 401, blobProblem);
    return;
  }
  if (!(await context.store.describe(sha256))) {
    sendError(req, res, 404, 'Blob not found');
    return;
  }
  const outcome = await context.store.release(sha256, auth.event.pubkey);
  if (!outcome) {
    sendError(req, res, 403, 'Only an uploader of this blob can delete it');
    return;
  }
  context.log(`${outcome} ${sha256} for ${auth.event.pubkey.slice(0, 8)}`);
  sendJson(req, res, 200, { message: outcome === 'deleted' ? 'Blob deleted' : 'Blob released' });
}

/** BUD-02 `GET /list/<pubkey>`: descriptors of the blobs a pubkey uploaded, newest first. */
export async function handleListBlobs(
  context: MediaContext,
  req: IncomingMessage,
  res: ServerResponse,
  pubkey: string,
): Promise<void> {
  const blobs = await context.store.listByOwner(pubkey);
  sendJson(req, res, 200, blobs.map((blob) => describeBlob(context, blob)));
}

function streamBlob(
  context: MediaContext,
  blob: StoredBlob,
  res: ServerResponse,
  range: { start: number; end: number } | undefined,
): void {
  const stream = context.store.open(blob.sha256, range);
  stream.on('error', (error) => {
    context.log(`reading ${blob.sha256} failed: ${error.message}`);
    res.destroy(error);
  });
  stream.pipe(res);
}

/** Single `bytes=` ranges only (what media players send); anything else gets the whole blob. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
