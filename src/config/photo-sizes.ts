/**
 * The sizes, qualities and types the photo worker makes of a picked photo (docs/architecture.md §19), here so
 * that the demo seed (dev/seed/photo-studio.ts) processes its photos exactly as the app does.
 */

/**
 * Long edge of the uploaded photo, of its middle size (a phone's gallery: ~720 device pixels wide; made only
 * for a photo larger than that) and of its thumbnail, in pixels.
 */
export const FULL_LONG_EDGE = 2048;
export const MEDIUM_LONG_EDGE = 1024;
export const THUMB_LONG_EDGE = 480;
/** Re-encoding quality (0–1). */
export const PHOTO_QUALITY = 0.85;
export const THUMB_QUALITY = 0.8;
/**
 * Output types, best first; the first one the browser's encoder honours is used. The photo is JPEG: for
 * noise-rich phone photos Chromium's JPEG at 0.85 is smaller than its WebP (504 vs 551 kB in the bench) and
 * four times faster to encode, and every client shows it. The thumbnail is WebP (about half the bytes of a
 * JPEG at that size, and cards are most of the home's bytes), JPEG where the browser cannot encode WebP; the middle size likewise.
 */
export const FULL_TYPES = ['image/jpeg'] as const;
export const THUMB_TYPES = ['image/webp', 'image/jpeg'] as const;
