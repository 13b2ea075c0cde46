/**
 * What the boot paint (features/first-paint) uses of the detail page: no React and no lazy imports, so the
 * inline boot script stays one small bundle (docs/architecture.md §10). The boot view keeps the buyer hints'
 * room as the page does.
 */
export { HOW_WE_RATED, insightsRowHeight } from './components/insights/insights-size';
