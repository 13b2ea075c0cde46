/**
 * What the boot paint (features/first-paint) uses of the listing card: no React and no lazy imports, so the
 * inline boot script stays one small bundle (docs/architecture.md §10). The boot cards load their photos as the
 * React grid does.
 */
export { cardImagePriority } from './card-image-priority';
