/**
 * What the rest of the app may use of the reports feature (docs/architecture.md §4): the 'Report' button of a
 * listing's detail page and of a profile (docs/product.md §2 Report). Its dialog loads when it is pressed.
 */
export { ReportButton } from './components/ReportButton';
