/**
 * What the rest of the app may use of the photo-reuse feature (docs/architecture.md §4): the detail page's
 * warning when a listing's photo first appeared in another seller's listing (docs/product.md §2 Photo reuse).
 */
export { PHOTO_REUSE_TEXT, PhotoReuseWarning } from './components/PhotoReuseWarning';
