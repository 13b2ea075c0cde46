/**
 * What the rest of the app may use of a listing's detail screen (docs/architecture.md §4, §10): the page's
 * frame and body, its loading and 'not found' states, the seller's own actions and the seller chooser.
 */
export { ListingDetail } from './components/ListingDetail';
export { ListingDetailLoading } from './components/ListingDetailLoading';
export { ListingNotFound } from './components/ListingNotFound';
export { ListingScreenFrame } from './components/ListingScreenFrame';
export { SellerActions } from './components/SellerActions';
export { LazySellerChooser } from './components/deferred-detail-parts';
