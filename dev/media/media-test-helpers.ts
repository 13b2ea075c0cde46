import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { finalizeEvent, type NostrEvent } from 'nostr-tools/pure';

import { KIND } from '../../src/config/constants';

import { startMediaServer, type MediaServerHandle, type MediaServerOptions } from './start-media-server';
import { encodeAuthorizationHeader, sha256Hex } from './upload-blob';

/** Test-only helpers for the media server integration tests. */

export async function makeTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'carstr-media-test-'));
}

/** Runs `body` against a fresh server on a random port and a temp folder; always closes and cleans up. */
export async function withMediaServer(
  body: (server: MediaServerHandle, dir: string) => Promise<void>,
  options: Partial<MediaServerOptions> = {},
): Promise<void> {
  const dir = options.dir ?? (await makeTempDir());
  const server = await startMediaServer({ logLevel: 'silent', ...options, dir });
  try {
    await body(server, dir);
  } finally {
    await server.close();
    if (!options.dir) await rm(dir, { recursive: true, force: true });
  }
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A signed kind-24242 event with any tags, kind or timestamp a test needs, valid signature included. */
export function signAuthEvent(
  secretKey: Uint8Array,
  options: { kind?: number; tags: string[][]; createdAt?: number; content?: string },
): NostrEvent {
  return finalizeEvent(
    {
      kind: options.kind ?? KIND.uploadAuth,
      created_at: options.createdAt ?? nowSeconds(),
      content: options.content ?? 'Upload test.bin',
      tags: options.tags,
    },
    secretKey,
  );
}

/** The tags of a correct upload authorization for `bytes`, for tests to start from and alter. */
export function uploadTags(bytes: Uint8Array, action = 'upload'): string[][] {
  return [
    ['t', action],
    ['x', sha256Hex(bytes)],
    ['size', String(bytes.byteLength)],
    ['expiration', String(nowSeconds() + 60)],
  ];
}

export function authHeaderFor(event: NostrEvent): string {
  return encodeAuthorizationHeader(event);
}

export async function putUpload(
  server: MediaServerHandle,
  bytes: Uint8Array,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(`${server.url}/upload`, { method: 'PUT', headers, body: new Uint8Array(bytes) });
}

/** A few bytes of a real PNG signature plus filler: the server never decodes images, only hashes them. */
export function fakePng(seed: string): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode(seed)]);
}
