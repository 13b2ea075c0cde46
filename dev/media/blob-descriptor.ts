import { z } from 'zod';

/** BUD-02 blob descriptor: what `PUT /upload` answers and `GET /list/<pubkey>` lists. */
export const blobDescriptorSchema = z.object({
  url: z.url(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  type: z.string(),
  uploaded: z.number().int().nonnegative(),
});

export type BlobDescriptor = z.infer<typeof blobDescriptorSchema>;

export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;
