/**
 * What the rest of the app may use of the first paint (docs/architecture.md §4, §10): the boot cards and the
 * boot detail view the inline boot script draws before React, how the entry (main.tsx) waits for them and
 * hands over, and the build-time templates (src/app/prerender-home.tsx). The boot script itself uses
 * first-paint-boot.ts.
 */
export { CardTemplateGrid, markCardTemplate } from './boot-card/CardTemplateGrid';
export { bootCardCount, bootCardsActive } from './boot-card/boot-cards-handoff';
export { whenBootCardsDrawn } from './boot-card/boot-cards-drawn';
export { whenShellMayBeReplaced } from './boot-card/shell-takeover';
export { DetailTemplate, markDetailTemplate } from './boot-detail/DetailTemplate';
export { markProfileTemplate, ProfileTemplate } from './boot-profile/ProfileTemplate';
export { BOOT_VIEW_PAINT_CAP_MS, bootViewShown, releaseBootView, whenBootViewPainted } from './boot-detail/boot-view';
export { useBootViewRelease } from './boot-detail/useBootViewRelease';
