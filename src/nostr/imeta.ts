import { safeUrl } from '@/lib/safe-url';

import type { Tagged } from './event';

/**
 * What a NIP-92 `imeta` tag says about one photo (docs/architecture.md §19). Everything but `url` is
 * optional: peers write some fields or none, and a field that fails its check is left out, never guessed.
 */
export interface ImageMeta {
  url: string;
  /** MIME type, e.g. `image/jpeg`. */
  m?: string;
  /** Lowercase hex SHA-256 of the file: its Blossom name, which lets a reader find it on another server. */
  x?: string;
  /** Bytes. */
  size?: number;
  /** Pixel size of the full image. */
  dim?: ImageSize;
  blurhash?: string;
  /** A smaller version of the same picture, for cards. */
  thumb?: string;
  /**
   * A middle-sized version of the same picture, for phone screens: our `srcset <url> <width>w` field (one
   * HTML `srcset` candidate; NIP-94 has no field for it, and peers ignore fields they do not know).
   */
  medium?: ImageVariant;
  alt?: string;
}

export interface ImageVariant {
  url: string;
  /** Its width in pixels (the `w` descriptor). */
  width: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** A generous bound: no camera writes a side over 30 000 px, and layouts divide by these numbers. */
const MAX_SIDE = 30_000;
const MAX_ALT = 300;
const MAX_SIZE_BYTES = 1_000_000_000;
const HEX_64 = /^[0-9a-f]{64}$/;
const MIME = /^image\/[a-z0-9.+-]{1,40}$/;
const DIM = /^(\d{1,5})x(\d{1,5})$/;
/** Blurhash: base-83 alphabet; 1×1 to 9×9 components is 6 to 166 characters. */
const BLURHASH = /^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{6,166}$/;
const SIZE = /^\d{1,10}$/;
/** `srcset`'s value: one candidate, a URL (never has spaces) and a width descriptor. */
const SRCSET_CANDIDATE = /^(\S+)\s+(\d{1,5})w$/;

export function parseDim(value: string | undefined): ImageSize | undefined {
  const match = value === undefined ? null : DIM.exec(value.trim());
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
  return { width, height };
}

/** One `srcset` candidate, `<url> <width>w`, with a safe URL and a width within bounds. */
function parseVariant(value: string | undefined): ImageVariant | undefined {
  const match = value === undefined ? null : SRCSET_CANDIDATE.exec(value.trim());
  const url = match ? safeUrl(match[1]) : undefined;
  const width = Number(match?.[2]);
  return url !== undefined && width >= 1 && width <= MAX_SIDE ? { url, width } : undefined;
}

/** A blurhash whose length matches the component count its first character declares. */
export function isBlurhash(value: string | undefined): value is string {
  if (value === undefined || !BLURHASH.test(value)) return false;
  const sizeFlag = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~'.indexOf(value[0]!);
  const components = (Math.floor(sizeFlag / 9) + 1) * ((sizeFlag % 9) + 1);
  return value.length === 4 + 2 * components;
}

/** Reads `["imeta", "url https://…", "m image/jpeg", …]`; undefined without a safe `url`. First value of each key wins. */
export function parseImetaTag(tag: unknown): ImageMeta | undefined {
  if (!Array.isArray(tag) || tag[0] !== 'imeta') return undefined;
  const fields = new Map<string, string>();
  for (const entry of tag.slice(1, 40)) {
    if (typeof entry !== 'string') continue;
    const space = entry.indexOf(' ');
    if (space <= 0) continue;
    const key = entry.slice(0, space);
    if (!fields.has(key)) fields.set(key, entry.slice(space + 1));
  }
  const url = safeUrl(fields.get('url'));
  if (url === undefined) return undefined;
  const meta: ImageMeta = { url };
  const m = fields.get('m')?.trim().toLowerCase();
  if (m !== undefined && MIME.test(m)) meta.m = m;
  const x = fields.get('x')?.trim().toLowerCase();
  if (x !== undefined && HEX_64.test(x)) meta.x = x;
  const size = fields.get('size')?.trim();
  if (size !== undefined && SIZE.test(size) && Number(size) <= MAX_SIZE_BYTES) meta.size = Number(size);
  const dim = parseDim(fields.get('dim'));
  if (dim) meta.dim = dim;
  const blurhash = fields.get('blurhash')?.trim();
  if (isBlurhash(blurhash)) meta.blurhash = blurhash;
  const thumb = safeUrl(fields.get('thumb'));
  if (thumb !== undefined) meta.thumb = thumb;
  const medium = parseVariant(fields.get('srcset'));
  if (medium !== undefined) meta.medium = medium;
  const alt = fields.get('alt')?.trim();
  if (alt) meta.alt = alt.slice(0, MAX_ALT);
  return meta;
}

/**
 * The photos each event's tags describe, read once per event object: a card asks on every render, and an
 * event may carry up to 2 000 tags (docs/architecture.md §5), each a URL check when it is an `imeta`.
 */
const imetaMemo = new WeakMap<object, ReadonlyMap<string, ImageMeta>>();

/** Every usable `imeta` of an event by its URL; the first tag for a URL wins. */
export function imetaByUrl(event: Tagged): ReadonlyMap<string, ImageMeta> {
  const known = imetaMemo.get(event);
  if (known !== undefined) return known;
  const byUrl = new Map<string, ImageMeta>();
  for (const tag of Array.isArray(event.tags) ? event.tags : []) {
    const meta = parseImetaTag(tag);
    if (meta && !byUrl.has(meta.url)) byUrl.set(meta.url, meta);
  }
  imetaMemo.set(event, byUrl);
  return byUrl;
}

/**
 * A listing's photos with what their `imeta` tags say (docs/architecture.md §19): one entry per URL of
 * `images` (already read and capped by parseListing), `{ url }` alone for a peer's plain `image` tag.
 */
export function photosOf(event: Tagged, images: readonly string[]): ImageMeta[] {
  const byUrl = imetaByUrl(event);
  return images.map((url) => byUrl.get(url) ?? { url });
}

/** The cover photo (the first) with its details, for cards and lists; undefined when there is none. */
export function coverPhotoOf(listing: { event: Tagged; images: readonly string[] }): ImageMeta | undefined {
  return photosOf(listing.event, listing.images.slice(0, 1))[0];
}

/** The NIP-92 tag for a photo, fields in a fixed order, unusable ones left out. */
export function buildImetaTag(meta: ImageMeta): string[] {
  const tag = ['imeta', `url ${meta.url}`];
  if (meta.m !== undefined && MIME.test(meta.m)) tag.push(`m ${meta.m}`);
  if (meta.x !== undefined && HEX_64.test(meta.x)) tag.push(`x ${meta.x}`);
  if (meta.size !== undefined && Number.isSafeInteger(meta.size) && meta.size > 0) tag.push(`size ${meta.size}`);
  if (meta.dim) tag.push(`dim ${meta.dim.width}x${meta.dim.height}`);
  if (isBlurhash(meta.blurhash)) tag.push(`blurhash ${meta.blurhash}`);
  const thumb = safeUrl(meta.thumb);
  if (thumb !== undefined) tag.push(`thumb ${thumb}`);
  const medium = meta.medium === undefined ? undefined : parseVariant(`${meta.medium.url} ${meta.medium.width}w`);
  if (medium !== undefined) tag.push(`srcset ${medium.url} ${medium.width}w`);
  const alt = meta.alt?.trim().replace(/\s+/g, ' ');
  if (alt) tag.push(`alt ${alt.slice(0, MAX_ALT)}`);
  return tag;
}

/** The `alt` text of photo `position` (1-based) of `total`, from the listing's title. */
export function photoAlt(title: string, position: number, total: number): string {
  const name = title.trim() || 'Car';
  return total > 1 ? `${name}, photo ${position} of ${total}` : name;
}

/** The Blossom hash a URL names (BUD-01 `/<sha256>[.ext]` as its last path segment), if any. */
export function blossomHashOf(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const match = /\/([0-9a-fA-F]{64})(?:\.[A-Za-z0-9]{1,16})?$/.exec(path);
  return match ? match[1]!.toLowerCase() : undefined;
}
