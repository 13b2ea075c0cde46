import { THUMB_LONG_EDGE } from '@/config/photo-sizes';
import type { ImageMeta, ImageSize } from '@/nostr/imeta';

/** The detail gallery's main photo is at most the page's content width (max-w-6xl, two thirds on wide screens). */
export const GALLERY_SIZES = '(min-width: 1024px) 760px, 100vw';

/** A photo's thumbnail size, from its full size (`dim`). */
export function thumbSize(dim: ImageSize): ImageSize {
  const scale = Math.min(1, THUMB_LONG_EDGE / Math.max(dim.width, dim.height));
  return { width: Math.round(dim.width * scale), height: Math.round(dim.height * scale) };
}

/**
 * The sizes of a photo as `srcset`, when its full size is known and it has a smaller one: the thumbnail (a
 * small window), the middle size where the upload made one (a phone: ~720 device pixels wide in the gallery)
 * and the full photo (a wide screen), so each screen downloads the smallest that is sharp on it.
 */
export function fullSrcSet(photo: ImageMeta): string | undefined {
  if (!photo.dim || (photo.thumb === undefined && photo.medium === undefined)) return undefined;
  const candidates = [photo.thumb === undefined ? undefined : `${photo.thumb} ${thumbSize(photo.dim).width}w`];
  // A middle size is only worth its place between the others.
  if (photo.medium !== undefined && photo.medium.width < photo.dim.width) candidates.push(`${photo.medium.url} ${photo.medium.width}w`);
  candidates.push(`${photo.url} ${photo.dim.width}w`);
  return candidates.filter((candidate) => candidate !== undefined).join(', ');
}
