import { createHash } from 'node:crypto';

import { finalizeEvent, type NostrEvent } from 'nostr-tools/pure';

import { blobDescriptorSchema, type BlobDescriptor } from './blob-descriptor';
import { BLOSSOM_AUTH_KIND } from './blossom-auth';

export type { BlobDescriptor } from './blob-descriptor';

/** docs/product.md §9: an upload authorization is valid for 60 s. */
export const UPLOAD_AUTH_LIFETIME_SECONDS = 60;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The kind-24242 upload authorization exactly as docs/product.md §7 describes it. */
export function createUploadAuthEvent(
  secretKey: Uint8Array,
  bytes: Uint8Array,
  filename: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): NostrEvent {
  return finalizeEvent(
    {
      kind: BLOSSOM_AUTH_KIND,
      created_at: nowSeconds,
      content: `Upload ${filename}`,
      tags: [
        ['t', 'upload'],
        ['x', sha256Hex(bytes)],
        ['size', String(bytes.byteLength)],
        ['expiration', String(nowSeconds + UPLOAD_AUTH_LIFETIME_SECONDS)],
      ],
    },
    secretKey,
  );
}

export function encodeAuthorizationHeader(event: NostrEvent): string {
  return `Nostr ${Buffer.from(JSON.stringify(event), 'utf8').toString('base64')}`;
}

/** Uploads one blob to a Blossom server; throws with the server's `X-Reason` when it refuses. */
export async function uploadBlob(
  serverUrl: string,
  secretKey: Uint8Array,
  bytes: Uint8Array,
  contentType: string,
  filename: string,
): Promise<BlobDescriptor> {
  const event = createUploadAuthEvent(secretKey, bytes, filename);
  const response = await fetch(`${serverUrl.replace(/\/+$/, '')}/upload`, {
    method: 'PUT',
    headers: { Authorization: encodeAuthorizationHeader(event), 'Content-Type': contentType },
    // A copy typed as ArrayBuffer-backed: fetch refuses views that might sit on a SharedArrayBuffer.
    body: new Uint8Array(bytes),
  });
  if (!response.ok) {
    const reason = response.headers.get('X-Reason') ?? (await response.text());
    throw new Error(`Upload of ${filename} failed with ${response.status}: ${reason}`);
  }
  return blobDescriptorSchema.parse(await response.json());
}
