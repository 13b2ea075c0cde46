import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { z } from 'zod';

import { SHA256_HEX_PATTERN } from './blob-descriptor';

/**
 * Blobs on disk, addressed by sha256: `<dir>/<sha256>` holds the bytes and `<dir>/<sha256>.json` the
 * metadata (content type, size, upload time, uploader pubkeys). Everything lives in files, so a restart on
 * the same folder serves the same blobs with no index to rebuild.
 */

const blobMetadataSchema = z.object({
  type: z.string(),
  size: z.number().int().nonnegative(),
  uploaded: z.number().int().nonnegative(),
  owners: z.array(z.string()),
});

export type BlobMetadata = z.infer<typeof blobMetadataSchema>;

export interface StoredBlob extends BlobMetadata {
  sha256: string;
}

export interface BlobStore {
  /** Stores the bytes (once per hash) and records `owner` as one of its uploaders. */
  save(sha256: string, bytes: Uint8Array, type: string, owner: string): Promise<StoredBlob>;
  /** Metadata of a stored blob, or null when unknown. */
  describe(sha256: string): Promise<StoredBlob | null>;
  /** Streams the bytes, optionally an inclusive byte range (for HTTP Range requests). */
  open(sha256: string, range?: { start: number; end: number }): ReadStream;
  /** Removes `owner` from the uploaders; the bytes go when the last uploader is gone. Null when not an owner. */
  release(sha256: string, owner: string): Promise<'released' | 'deleted' | null>;
  listByOwner(owner: string): Promise<StoredBlob[]>;
}

export async function openBlobStore(dir: string): Promise<BlobStore> {
  await mkdir(dir, { recursive: true });
  const blobPath = (sha256: string): string => join(dir, assertHash(sha256));
  const metadataPath = (sha256: string): string => `${blobPath(sha256)}.json`;

  async function describe(sha256: string): Promise<StoredBlob | null> {
    try {
      const parsed = blobMetadataSchema.safeParse(JSON.parse(await readFile(metadataPath(sha256), 'utf8')));
      return parsed.success ? { sha256, ...parsed.data } : null;
    } catch {
      return null;
    }
  }

  async function writeMetadata(sha256: string, metadata: BlobMetadata): Promise<void> {
    await writeAtomically(metadataPath(sha256), JSON.stringify(metadata));
  }

  /**
   * Read-modify-write of one blob's metadata runs one at a time per hash; otherwise two people uploading
   * the same photo at once could each write an owner list without the other.
   */
  const pending = new Map<string, Promise<unknown>>();
  function exclusively<T>(sha256: string, task: () => Promise<T>): Promise<T> {
    const previous = pending.get(sha256) ?? Promise.resolve();
    const next = previous.then(task, task);
    pending.set(sha256, next);
    const forget = (): void => {
      if (pending.get(sha256) === next) pending.delete(sha256);
    };
    next.then(forget, forget);
    return next;
  }

  return {
    describe,

    save: (sha256, bytes, type, owner) => exclusively(sha256, async () => {
      const existing = await describe(sha256);
      const blobExists = existing !== null && (await fileExists(blobPath(sha256)));
      if (!blobExists) await writeAtomically(blobPath(sha256), bytes);
      // Re-uploading the same bytes keeps the first upload time but may register another uploader.
      const metadata: BlobMetadata = {
        type: existing?.type ?? type,
        size: bytes.byteLength,
        uploaded: existing?.uploaded ?? Math.floor(Date.now() / 1000),
        owners: [...new Set([...(existing?.owners ?? []), owner])],
      };
      await writeMetadata(sha256, metadata);
      return { sha256, ...metadata };
    }),

    open(sha256, range) {
      return createReadStream(blobPath(sha256), range);
    },

    release: (sha256, owner) => exclusively(sha256, async () => {
      const existing = await describe(sha256);
      if (!existing || !existing.owners.includes(owner)) return null;
      const owners = existing.owners.filter((pubkey) => pubkey !== owner);
      if (owners.length > 0) {
        await writeMetadata(sha256, { type: existing.type, size: existing.size, uploaded: existing.uploaded, owners });
        return 'released';
      }
      // Metadata first: a blob without metadata is invisible, so a crash in between leaves no broken entry.
      await rm(metadataPath(sha256), { force: true });
      await rm(blobPath(sha256), { force: true });
      return 'deleted' as const;
    }),

    async listByOwner(owner) {
      const names = await readdir(dir);
      const hashes = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
      const blobs = await Promise.all(hashes.filter((hash) => SHA256_HEX_PATTERN.test(hash)).map(describe));
      return blobs
        .filter((blob): blob is StoredBlob => blob !== null && blob.owners.includes(owner))
        .toSorted((a, b) => b.uploaded - a.uploaded);
    },
  };
}

/** Guards every path we build: only a 64-hex name can ever reach the file system. */
function assertHash(sha256: string): string {
  if (!SHA256_HEX_PATTERN.test(sha256)) throw new Error(`Not a sha256 hex string: ${sha256}`);
  return sha256;
}

/** Write to a temporary name, then rename, so concurrent readers never see a half-written file. */
async function writeAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const temporaryPath = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporaryPath, data);
    await rename(temporaryPath, path);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

async function fileExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
