import type { BlobDescriptor } from './blob-descriptor';
import type { BlobStore, StoredBlob } from './blob-store';
import { extensionFor } from './content-types';
import type { StorageQuota } from './storage-quota';

/** What every route handler needs from the running server. */
export interface MediaContext {
  store: BlobStore;
  /** Base of descriptor URLs, without trailing slash. */
  publicUrl: string;
  maxUploadBytes: number;
  quota: StorageQuota;
  log: (line: string) => void;
}

export function describeBlob(context: MediaContext, blob: StoredBlob): BlobDescriptor {
  return {
    url: `${context.publicUrl}/${blob.sha256}.${extensionFor(blob.type)}`,
    sha256: blob.sha256,
    size: blob.size,
    type: blob.type,
    uploaded: blob.uploaded,
  };
}
