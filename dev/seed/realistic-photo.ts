import { encode as encodeBlurhash } from 'blurhash';

import { uploadBlob } from '../media/upload-blob';
import { buildImetaTag, photoAlt } from '../../src/nostr/imeta';
import type { PhotoStudio } from './photo-studio';

/** A seeded photo: its URL and, for a realistic photo, the `imeta` tag the app would publish with it. */
export interface SeededPhoto {
  url: string;
  imeta?: string[];
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** Develops a realistic photo of `svg` and uploads its full size, middle size and thumbnail, as the app does. */
export async function uploadRealisticPhoto(
  mediaUrl: string,
  secretKey: Uint8Array,
  studio: PhotoStudio,
  svg: string,
  name: string,
  title: string,
  photoIndex: number,
  photoCount: number,
): Promise<SeededPhoto> {
  let seed = 0;
  for (const character of name) seed = (seed * 31 + character.charCodeAt(0)) >>> 0;
  const photo = await studio.develop(svg, seed % 100_000);
  const full = await uploadBlob(mediaUrl, secretKey, photo.full.bytes, photo.full.type, `${name}.${EXTENSIONS[photo.full.type] ?? 'img'}`);
  const medium = await uploadBlob(mediaUrl, secretKey, photo.medium.bytes, photo.medium.type, `${name}-medium.${EXTENSIONS[photo.medium.type] ?? 'img'}`);
  const thumb = await uploadBlob(mediaUrl, secretKey, photo.thumb.bytes, photo.thumb.type, `${name}-thumb.${EXTENSIONS[photo.thumb.type] ?? 'img'}`);
  const { width, height, pixels } = photo.preview;
  const imeta = buildImetaTag({
    url: full.url,
    m: photo.full.type,
    x: full.sha256,
    size: photo.full.bytes.byteLength,
    dim: { width: photo.full.width, height: photo.full.height },
    blurhash: encodeBlurhash(pixels, width, height, 4, 3),
    thumb: thumb.url,
    medium: { url: medium.url, width: photo.medium.width },
    alt: photoAlt(title, photoIndex + 1, photoCount),
  });
  return { url: full.url, imeta };
}
