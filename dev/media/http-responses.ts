import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Response helpers shared by the media server routes. Every response carries CORS headers because the app
 * (served from another origin in dev) uploads from the browser and must be able to read `X-Reason`.
 */

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Reason, Content-Length, Content-Type, ETag',
} as const;

export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Content-Length, X-SHA-256, X-Content-Type, X-Content-Length',
  // Browsers cap this (Chrome at 2 h) but it spares a preflight per upload in a session.
  'Access-Control-Max-Age': '86400',
} as const;

export function applyCorsHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Blossom clients read the reason from `X-Reason`; browsers and humans get the same text as JSON. */
export function sendError(req: IncomingMessage, res: ServerResponse, status: number, reason: string): void {
  res.setHeader('X-Reason', reason);
  sendJson(req, res, status, { message: reason });
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}
