/**
 * What the rest of the app may use of a listing's detail screen (docs/architecture.md §4, §10): the page's
 * frame and body, its loading and 'not found' states, the seller's own actions, the seller chooser, and the
 * buyer hints' room that the boot view copies.
 */
export { ListingDetail } from './components/ListingDetail';
export { ListingDetailLoading } from './components/ListingDetailLoading';
export { ListingNotFound } from './components/ListingNotFound';
export { ListingScreenFrame } from './components/ListingScreenFrame';
export { SellerActions } from './components/SellerActions';
export { LazySellerChooser } from './components/deferred-detail-parts';
export { HOW_WE_RATED, insightsRowHeight } from './components/insights/insights-size';
