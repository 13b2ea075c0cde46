import type { NostrSigner } from '@nostrify/nostrify';

import { buildUploadAuthTemplate, parseBlobDescriptor, type BlobDescriptor } from '@/nostr/upload-auth';

import { xhrPut, type HttpPut } from './http-put';

/** docs/product.md §7: "a list whose first entry's second element is the resulting URL", in NIP-94 tag form. */
export type UploadTags = [['url', string], ...string[][]];

export interface BlossomUploadOptions {
  servers: readonly string[];
  signer: NostrSigner;
  /** The transport; XMLHttpRequest in the browser (upload progress), a fake in unit tests. */
  put?: HttpPut;
  now?: () => number;
  signal?: AbortSignal;
  /** The file's SHA-256 when the caller knows it already (the photo worker computes it). */
  sha256?: string;
  /** Bytes of this file sent so far, as the upload goes. */
  onProgress?: (sent: number) => void;
}

/** Lowercase hex SHA-256 of the bytes, with the platform's WebCrypto. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Base64 of UTF-8 text; `btoa` alone throws on a file name outside Latin-1. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `<server>/upload`, keeping a server's path prefix (`https://host/media/` → `https://host/media/upload`). */
export function uploadEndpoint(server: string): string {
  return `${server.replace(/\/+$/, '')}/upload`;
}

/**
 * Uploads a file to the Blossom servers (BUD-02 `PUT /upload`) with one signed kind-24242 authorization,
 * one server after another (so a phone sends the bytes once), and returns NIP-94 tags from the first to
 * succeed. A server's answer is used only if it describes the very bytes we sent: its sha256 and size must
 * match the local file, otherwise a compromised or buggy server could point the listing at any file it likes.
 */
export async function uploadToBlossom(file: File, options: BlossomUploadOptions): Promise<UploadTags> {
  const { servers, signer, put = xhrPut, now = Date.now } = options;
  if (servers.length === 0) throw new Error('No media server is configured');
  const sha256 = options.sha256 ?? (await sha256Hex(await file.arrayBuffer()));
  const template = buildUploadAuthTemplate({ sha256, size: file.size, filename: file.name, nowMs: now() });
  const authorization = `Nostr ${base64Utf8(JSON.stringify(await signer.signEvent(template)))}`;

  const reasons: string[] = [];
  for (const server of servers) {
    options.signal?.throwIfAborted();
    try {
      const response = await put({
        url: uploadEndpoint(server),
        body: file,
        headers: { authorization, 'content-type': file.type || 'application/octet-stream', 'x-sha-256': sha256 },
        signal: options.signal,
        onProgress: options.onProgress,
      });
      if (response.status < 200 || response.status > 299) {
        throw new Error(`Upload to ${server} failed (${response.status}): ${response.reason ?? response.text.slice(0, 200)}`);
      }
      const descriptor = parseBlobDescriptor(response.text);
      if (!descriptor) throw new Error(`Upload to ${server} returned an invalid blob descriptor`);
      if (descriptor.sha256 !== sha256 || descriptor.size !== file.size) {
        throw new Error(`Upload to ${server} returned a descriptor for a different file`);
      }
      return descriptorTags(descriptor, file.type);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      reasons.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(reasons.join('; '));
}

function descriptorTags(descriptor: BlobDescriptor, localType: string): UploadTags {
  const tags: UploadTags = [['url', descriptor.url], ['x', descriptor.sha256], ['size', String(descriptor.size)]];
  const type = descriptor.type || localType;
  if (type) tags.push(['m', type]);
  return tags;
}
