import { z } from 'zod';

import { KIND, TIMEOUTS } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';
import { truncate } from '@/lib/truncate';

import type { EventTemplate } from './event';

export interface UploadAuthInput {
  /** Lowercase hex SHA-256 of the file: the `x` tag the server checks the upload against. */
  sha256: string;
  size: number;
  filename: string;
  /** Current time in milliseconds. */
  nowMs: number;
  expiresInMs?: number;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
// oxlint-disable-next-line no-control-regex -- removing control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;
const MAX_FILENAME_LENGTH = 200;

/**
 * The unsigned Blossom (BUD-02) authorization event for one upload (docs/product.md §7 File upload): kind 24242 with
 * t=upload, x=<sha256>, size and an expiration `expiresInMs` from now (60 s by default); content
 * 'Upload <filename>'. Control characters are removed from the file name because it is user-chosen text
 * shown by the server. Throws on a malformed hash or size: those are programming errors, not user input.
 */
export function buildUploadAuthTemplate(input: UploadAuthInput): EventTemplate {
  const { sha256, size, nowMs, expiresInMs = TIMEOUTS.uploadAuthExpiry } = input;
  if (!SHA256_HEX.test(sha256)) throw new TypeError('sha256 must be 64 lowercase hex characters');
  if (!Number.isSafeInteger(size) || size < 0) throw new TypeError('size must be a non-negative integer');
  const createdAt = Math.floor(nowMs / 1000);
  const expiration = Math.floor((nowMs + expiresInMs) / 1000);
  const filename = truncate(input.filename.replace(CONTROL_CHARACTERS, ' ').trim(), MAX_FILENAME_LENGTH);
  return {
    kind: KIND.uploadAuth,
    content: `Upload ${filename}`,
    created_at: createdAt,
    tags: [
      ['t', 'upload'],
      ['x', sha256],
      ['size', String(size)],
      ['expiration', String(expiration)],
    ],
  };
}

/** BUD-02 blob descriptor as returned by `PUT /upload` (docs/product.md §3 Upload response). Extra fields are ignored. */
export const blobDescriptorSchema = z.object({
  url: z.string().transform((value, context) => {
    const url = safeUrl(value);
    if (url === undefined) {
      context.addIssue({ code: 'custom', message: 'url must be an http(s) URL' });
      return z.NEVER;
    }
    return url;
  }),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .transform((value) => value.toLowerCase()),
  size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  type: z.string().max(255).optional(),
});

export type BlobDescriptor = z.infer<typeof blobDescriptorSchema>;

/** A validated blob descriptor from a parsed JSON body or its text, or null when it is not one. */
export function parseBlobDescriptor(json: unknown): BlobDescriptor | null {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return null;
    }
  }
  const result = blobDescriptorSchema.safeParse(value);
  return result.success ? result.data : null;
}
