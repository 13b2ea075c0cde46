import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { checkAuthorizedBlob, verifyAuthorizationHeader } from './blossom-auth';
import { normalizeContentType } from './content-types';
import { sendError, sendJson } from './http-responses';
import { describeBlob, type MediaContext } from './media-context';
import { readBodyWithLimit } from './read-body';

/** BUD-02 `PUT /upload`: authorize, read the body within the size limit, verify its hash, store it within the key's quota. */
export async function handleUpload(context: MediaContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const declaredLength = Number(req.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > context.maxUploadBytes) {
    rejectTooLarge(context, req, res);
    return;
  }

  // Checked before reading the body so an unauthorized client cannot make us hash megabytes.
  const auth = verifyAuthorizationHeader(req.headers.authorization, 'upload', context.publicUrl);
  if (!auth.ok) {
    context.log(`upload rejected: ${auth.reason}`);
    sendError(req, res, 401, auth.reason);
    return;
  }

  const body = await readBodyWithLimit(req, context.maxUploadBytes);
  if (!body.ok) {
    rejectTooLarge(context, req, res);
    return;
  }
  if (body.bytes.byteLength === 0) {
    sendError(req, res, 400, 'Upload body is empty');
    return;
  }

  const sha256 = createHash('sha256').update(body.bytes).digest('hex');
  const blobProblem = checkAuthorizedBlob(auth.event, sha256, body.bytes.byteLength);
  if (blobProblem) {
    context.log(`upload rejected: ${blobProblem}`);
    sendError(req, res, 401, blobProblem);
    return;
  }

  const type = normalizeContentType(req.headers['content-type']);
  const owner = auth.event.pubkey;
  const stored = await context.quota.admit(owner, sha256, body.bytes.byteLength, () => context.store.save(sha256, body.bytes, type, owner));
  if ('refused' in stored) {
    // 413 as for a blob over the size limit: this blob would take the key past what it may store (BUD-02).
    context.log(`upload rejected: ${stored.refused}`);
    sendError(req, res, 413, stored.refused);
    return;
  }
  context.log(`stored ${sha256} (${type}, ${stored.size} bytes) for ${auth.event.pubkey.slice(0, 8)}`);
  sendJson(req, res, 200, describeBlob(context, stored));
}

/**
 * BUD-06 style `HEAD /upload` preflight: tells a client up front whether the declared size (and, when it
 * sends one, its authorization) would be accepted, without transferring the file.
 */
export function handleUploadPreflight(context: MediaContext, req: IncomingMessage, res: ServerResponse): void {
  const declaredLength = Number(req.headers['x-content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > context.maxUploadBytes) {
    sendError(req, res, 413, tooLargeReason(context));
    return;
  }
  if (req.headers.authorization !== undefined) {
    const auth = verifyAuthorizationHeader(req.headers.authorization, 'upload', context.publicUrl);
    if (!auth.ok) {
      sendError(req, res, 401, auth.reason);
      return;
    }
  }
  res.writeHead(200, { 'Content-Length': 0 });
  res.end();
}

/** Closing the connection is what stops a client that is still streaming an oversized body. */
function rejectTooLarge(context: MediaContext, req: IncomingMessage, res: ServerResponse): void {
  context.log(`upload rejected: larger than ${context.maxUploadBytes} bytes`);
  res.setHeader('Connection', 'close');
  sendError(req, res, 413, tooLargeReason(context));
}

function tooLargeReason(context: MediaContext): string {
  return `Upload is larger than the limit of ${context.maxUploadBytes} bytes`;
}
