/**
 * Which content types the dev media server keeps, and which file extension a descriptor URL gets.
 * Anything outside the allow-list is stored and served as `application/octet-stream`, so an uploaded
 * HTML or JavaScript file can never be rendered by a browser from our origin.
 */

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

const ALLOWED_EXACT = new Set(['application/pdf', 'text/plain', FALLBACK_CONTENT_TYPE]);
const ALLOWED_FAMILIES = ['image/', 'video/', 'audio/'];

/** `type/subtype` with RFC 7230 token characters only, so the value is safe to echo in a header. */
const MEDIA_TYPE_PATTERN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/webm': 'weba',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  [FALLBACK_CONTENT_TYPE]: 'bin',
};

/**
 * Reduces a Content-Type header to its bare media type (parameters such as `charset` are dropped) and
 * replaces anything not on the allow-list with `application/octet-stream`.
 */
export function normalizeContentType(header: string | undefined): string {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!MEDIA_TYPE_PATTERN.test(mediaType)) return FALLBACK_CONTENT_TYPE;
  if (ALLOWED_EXACT.has(mediaType)) return mediaType;
  if (ALLOWED_FAMILIES.some((family) => mediaType.startsWith(family))) return mediaType;
  return FALLBACK_CONTENT_TYPE;
}

/** File extension (without dot) used in descriptor URLs; Blossom servers ignore it when serving. */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}

export function isSvg(contentType: string): boolean {
  return contentType === 'image/svg+xml';
}
