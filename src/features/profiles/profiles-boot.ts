/**
 * What the boot paint (features/first-paint) uses of the profile page: no React and no lazy imports, so the
 * inline boot script stays one small bundle (docs/architecture.md §10). The boot profile writes the NIP-05
 * address and the website as the header does.
 */
export { nip05Label } from './nip05';
export { websiteLabel } from './website-label';
