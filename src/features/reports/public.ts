/**
 * What the rest of the app may use of the reports feature (docs/architecture.md §4): the 'Report' button of a
 * listing's detail page and of a profile, and the dialogs it opens, for a menu's 'Report' (a grid card's menu)
 * (docs/product.md §2 Report). The dialogs load when first opened.
 */
export { ReportButton } from './components/ReportButton';
export { ReportDialogs } from './components/ReportDialogs';
