import type { NostrSigner } from '@nostrify/nostrify';

import type { ImageMeta } from '@/nostr/imeta';
import { safeUrl } from '@/lib/safe-url';

import { uploadToBlossom, type BlossomUploadOptions } from './blossom-upload';
import type { HttpPut } from './http-put';
import { resizePhoto } from './resize/resize-photo';
import type { EncodedImage } from './resize/resize-protocol';

/** Where a photo is on its way to the media server. */
export type PhotoProgress = { stage: 'resizing' } | { stage: 'uploading'; sent: number; total: number };

export interface UploadPhotoOptions {
  servers: readonly string[];
  signer: NostrSigner;
  signal?: AbortSignal;
  onProgress?: (progress: PhotoProgress) => void;
  put?: HttpPut;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** The uploaded file's name: the picked name with the new type's extension (servers may log it; it never reaches the event). */
function renamed(name: string, image: EncodedImage, suffix: string): File {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([image.blob], `${base}${suffix}.${EXTENSIONS[image.type] ?? 'img'}`, { type: image.type });
}

async function uploadImage(image: EncodedImage, file: File, options: BlossomUploadOptions): Promise<string> {
  const [[, uploaded]] = await uploadToBlossom(file, { ...options, sha256: image.sha256 });
  const url = safeUrl(uploaded);
  if (url === undefined) throw new Error(`The media server returned an unusable URL for ${file.name}`);
  return url;
}

/**
 * A listing photo from the picked file to the media server (docs/architecture.md §19): resized and
 * re-encoded in the worker, then the photo, its middle size and its thumbnail uploaded one after the other,
 * progress counted over all. Resolves with the photo's NIP-92 details (all but `alt`, which depends on the listing).
 */
export async function uploadPhoto(file: File, options: UploadPhotoOptions): Promise<ImageMeta> {
  options.onProgress?.({ stage: 'resizing' });
  const resized = await resizePhoto(file, { thumbnail: true, signal: options.signal });
  const { full, medium, thumb } = resized;
  const total = full.blob.size + (medium?.blob.size ?? 0) + (thumb?.blob.size ?? 0);
  let done = 0;
  const report = (sent: number) => options.onProgress?.({ stage: 'uploading', sent: Math.min(total, done + sent), total });
  const common = { servers: options.servers, signer: options.signer, signal: options.signal, put: options.put, onProgress: report };
  const upload = async (image: EncodedImage, suffix: string) => {
    report(0);
    const url = await uploadImage(image, renamed(file.name, image, suffix), common);
    done += image.blob.size;
    return url;
  };
  const url = await upload(full, '');
  const mediumUrl = medium ? await upload(medium, '-medium') : undefined;
  const thumbUrl = thumb ? await upload(thumb, '-thumb') : undefined;
  report(0);
  return {
    url,
    m: full.type,
    x: full.sha256,
    size: full.blob.size,
    dim: { width: full.width, height: full.height },
    ...(resized.blurhash === undefined ? {} : { blurhash: resized.blurhash }),
    ...(thumbUrl === undefined ? {} : { thumb: thumbUrl }),
    ...(medium === undefined || mediumUrl === undefined ? {} : { medium: { url: mediumUrl, width: medium.width } }),
  };
}

/** A profile picture or banner: the same worker (no metadata survives), no thumbnail. */
export async function uploadProfileImage(file: File, options: UploadPhotoOptions) {
  const { full } = await resizePhoto(file, { thumbnail: false, signal: options.signal });
  return uploadToBlossom(renamed(file.name, full, ''), { servers: options.servers, signer: options.signer, signal: options.signal, put: options.put, sha256: full.sha256 });
}
