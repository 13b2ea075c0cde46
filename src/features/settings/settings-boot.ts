/**
 * What the boot script (src/boot-connect.ts) uses of the settings feature: putting the stored theme on the
 * page before it paints. No React here (docs/architecture.md §10, boot entries).
 */
export { applyTheme, osPrefersDark } from './apply-theme';
export { storedDisplayUnit } from './stored-display-unit';
