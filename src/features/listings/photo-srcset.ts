import type { ImageMeta, ImageSize } from '@/nostr/imeta';

/** The thumbnail's long edge as the upload writes it (media's THUMB_LONG_EDGE). */
const THUMB_LONG_EDGE = 480;

/** The detail gallery's main photo is at most the page's content width (max-w-6xl, two thirds on wide screens). */
export const GALLERY_SIZES = '(min-width: 1024px) 760px, 100vw';

/** A photo's thumbnail size, from its full size (`dim`). */
export function thumbSize(dim: ImageSize): ImageSize {
  const scale = Math.min(1, THUMB_LONG_EDGE / Math.max(dim.width, dim.height));
  return { width: Math.round(dim.width * scale), height: Math.round(dim.height * scale) };
}

/** Both sizes of a photo as `srcset`, when its thumbnail and size are known (so a phone takes the thumbnail). */
export function fullSrcSet(photo: ImageMeta): string | undefined {
  return photo.thumb !== undefined && photo.dim ? `${photo.thumb} ${thumbSize(photo.dim).width}w, ${photo.url} ${photo.dim.width}w` : undefined;
}
