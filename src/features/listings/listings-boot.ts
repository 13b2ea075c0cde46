/**
 * What the inline boot script (src/boot-connect.ts) uses of the listings feature: plain functions with no
 * React and no lazy imports, so the script stays one small inline bundle (docs/architecture.md §10).
 */
export { preloadDetailPhoto } from './api/detail-photo-preload';
export { startEarlyCacheRead } from './cache/early-cache-read';
