import { buildImetaTag, parseImetaTag, type ImageMeta } from '@/nostr/imeta';

import { MAX_LISTING_PHOTOS, type ListingFormValues } from './listing-form-schema';

type PhotoValues = Pick<ListingFormValues, 'images' | 'imeta'>;

/**
 * The usable `imeta` tags of `images` from stored or typed data: each a valid NIP-92 tag naming one of the
 * photos, one per photo, in photo order. Anything else (a stale photo's details, hostile data) is dropped.
 */
export function photoDetailsFor(images: readonly string[], raw: unknown): string[][] {
  if (!Array.isArray(raw)) return [];
  const byUrl = new Map<string, string[]>();
  for (const tag of raw.slice(0, MAX_LISTING_PHOTOS * 2)) {
    const meta = parseImetaTag(tag);
    if (meta && images.includes(meta.url) && !byUrl.has(meta.url)) byUrl.set(meta.url, buildImetaTag(meta));
  }
  return images.map((url) => byUrl.get(url)).filter((tag) => tag !== undefined);
}

/** The photos with `photo` added at the end, or undefined when it is there already or the form is full. */
export function withPhoto(values: PhotoValues, photo: ImageMeta): PhotoValues | undefined {
  if (values.images.includes(photo.url) || values.images.length >= MAX_LISTING_PHOTOS) return undefined;
  const images = [...values.images, photo.url];
  return { images, imeta: photoDetailsFor(images, [...values.imeta, buildImetaTag(photo)]) };
}

/** The photos without the one at `index` (and its details). */
export function withoutPhoto(values: PhotoValues, index: number): PhotoValues {
  const images = values.images.filter((_, position) => position !== index);
  return { images, imeta: photoDetailsFor(images, values.imeta) };
}

/**
 * The photos with the one at `from` moved to `to` (the others shift up or down to make room), details in
 * the new order; unchanged when either index is outside the list. Position 0 is the cover
 * (docs/product.md §4 Photos).
 */
export function movePhoto(values: PhotoValues, from: number, to: number): PhotoValues {
  const count = values.images.length;
  if (from === to || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= count || to >= count) return values;
  const images = [...values.images];
  const [moved] = images.splice(from, 1);
  images.splice(to, 0, moved!);
  return { images, imeta: photoDetailsFor(images, values.imeta) };
}

/** What the live region says after a move: positions counted from 1, the first one is the cover. */
export function photoMoveAnnouncement(from: number, to: number): string {
  return to === 0 ? `Photo ${from + 1} is now the cover` : `Photo ${from + 1} moved to position ${to + 1}`;
}
