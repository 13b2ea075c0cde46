import { isJpeg, stripJpegMetadata } from './strip-jpeg-metadata';
import { isPng, stripPngMetadata } from './strip-png-metadata';
import { isWebp, stripWebpMetadata } from './strip-webp-metadata';

/** Photo formats we can both clean of metadata and show in every browser. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const PHOTO_MIME_TYPES: Record<PhotoFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Thrown for an image we will not upload: one we cannot clean (HEIC, TIFF, AVIF) or cannot show safely (SVG). */
export class UnsupportedPhotoError extends Error {
  constructor(fileName: string) {
    super(`${fileName} is not a JPEG, PNG, WebP or GIF image`);
    this.name = 'UnsupportedPhotoError';
  }
}

function isGif(bytes: Uint8Array): boolean {
  return bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38; // 'GIF8'
}

/** The format by the file's first bytes: the declared type and the name can lie, the bytes cannot. */
export function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (isJpeg(bytes)) return 'jpeg';
  if (isPng(bytes)) return 'png';
  if (isWebp(bytes)) return 'webp';
  if (isGif(bytes)) return 'gif';
  return undefined;
}

/**
 * The bytes to upload for a photo: JPEG, PNG and WebP without their metadata (GPS above all), GIF as is
 * (it has no standard place for a location). Returns undefined for any other format; throws the format's
 * error when a file claims to be one of them but is broken.
 */
export function stripPhotoMetadata(bytes: Uint8Array): { format: PhotoFormat; bytes: Uint8Array } | undefined {
  const format = detectPhotoFormat(bytes);
  switch (format) {
    case 'jpeg':
      return { format, bytes: stripJpegMetadata(bytes) };
    case 'png':
      return { format, bytes: stripPngMetadata(bytes) };
    case 'webp':
      return { format, bytes: stripWebpMetadata(bytes) };
    case 'gif':
      return { format, bytes };
    case undefined:
      return undefined;
  }
}

/** Only files that say they are images are photos; anything else the picker hands over is ignored (docs/product.md §4). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/**
 * The file to upload in place of the one the user picked: same name, metadata removed, content type taken
 * from the bytes. Throws {@link UnsupportedPhotoError} for a format we cannot clean.
 */
export async function preparePhotoForUpload(file: File): Promise<File> {
  const cleaned = stripPhotoMetadata(new Uint8Array(await file.arrayBuffer()));
  if (cleaned === undefined) throw new UnsupportedPhotoError(file.name);
  // A fresh ArrayBuffer-backed copy: File refuses views that might sit on a SharedArrayBuffer.
  return new File([new Uint8Array(cleaned.bytes)], file.name, { type: PHOTO_MIME_TYPES[cleaned.format], lastModified: file.lastModified });
}
