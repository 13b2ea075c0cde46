/**
 * What the inline boot script (src/boot-connect.ts) uses of the first paint: plain functions with no React and
 * no lazy imports, so the script stays one small inline bundle (docs/architecture.md §10).
 */
export { BOOT_CARD_EVENTS_WATCHED, startBootCards } from './boot-card/boot-cards';
export { bootCardsStarted } from './boot-card/boot-cards-handoff';
export { whenBootCardsDrawn } from './boot-card/boot-cards-drawn';
export { startBootDetail } from './boot-detail/boot-detail';
export { startBootProfile } from './boot-profile/boot-profile';
export { BOOT_VIEW_PAINT_CAP_MS, bootViewPending, whenBootViewPainted } from './boot-detail/boot-view';
export { bootViewParts, watchForBootView } from './boot-view-watch';
