/**
 * What the rest of the app may use of the compare tray feature (docs/architecture.md §4): the tray
 * store, the 'Compare' button of cards and the detail page, and the bar that opens the compare page.
 */
export { COMPARE_PARAM, COMPARE_PATH } from './compare-path';
export { COMPARE_LIMIT, compareTray, parseTray, sameEntry, type CompareEntry } from './compare-tray-store';
export { CompareBar } from './components/CompareBar';
export { CompareButton } from './components/CompareButton';
export { DeferredCompareBar, DeferredCompareButton } from './components/deferred-compare-tray';
export { useCompareTray } from './useCompareTray';
