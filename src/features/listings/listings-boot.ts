/**
 * What the inline boot script (src/boot-connect.ts) and the boot paint (features/first-paint) use of the
 * listings feature: plain functions with no React and no lazy imports, so the script stays one small inline
 * bundle (docs/architecture.md §10). The boot cards and view format a listing with the card's own helpers.
 */
export { preloadDetailPhoto } from './api/detail-photo-preload';
export { startEarlyCacheRead } from './cache/early-cache-read';
export { listingFacts } from './listing-format';
export { listingPath } from './listing-link';
export { fullSrcSet, thumbSize } from './photo-srcset';
export { formatPrice } from './price';
