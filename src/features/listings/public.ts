/**
 * What the rest of the app may use of the listings feature (docs/architecture.md §4).
 */
export { prefetchFirstPage } from './api/first-page-load';
export { showListingChange, type ListingChange } from './api/listing-changes';
export { readListings, type ListingSource, type ListingsRead } from './api/read-listings';
export { readListingsAt, type ListingAtAddress } from './api/read-listings-at';
export { describeBrowseSearch, matchBrowseSearch } from './browse-search';
export { useListing } from './api/useListing';
export { useComparableRatings } from './api/useComparableRating';
export { PriceRatingBadge } from './components/insights/PriceRatingBadge';
export { ListingBrowser } from './components/ListingBrowser';
export { useShownBrowseSearch } from './components/browse/browse-search-context';
export { ListingCard } from './components/browse/ListingCard';
export { CardTemplateGrid, markCardTemplate } from './components/browse/CardTemplateGrid';
export { whenBootCardsDrawn } from './boot-card/boot-cards-drawn';
export { whenShellMayBeReplaced } from './boot-card/shell-takeover';
export { bootCardCount, bootCardsActive } from './boot-card/boot-cards-handoff';
export { ListingImage } from './components/ListingImage';
export { SoldBadge } from './components/SoldBadge';
export { ListingGridError } from './components/browse/ListingGridError';
export { ListingGridSkeleton } from './components/browse/ListingGridSkeleton';
export { ResultCount } from './components/browse/ResultCount';
export { BackToMarketplace } from './components/detail/BackToMarketplace';
export { ListingDetail } from './components/detail/ListingDetail';
export { ListingScreenFrame } from './components/detail/ListingScreenFrame';
export { useBootViewRelease } from './hooks/useBootViewRelease';
export { BOOT_VIEW_PAINT_CAP_MS, bootViewShown, releaseBootView, whenBootViewPainted } from './boot-detail/boot-view';
export { DetailTemplate, markDetailTemplate } from './components/detail/DetailTemplate';
export { ListingDetailLoading } from './components/detail/ListingDetailLoading';
export { ListingNotFound } from './components/detail/ListingNotFound';
export { ListingReference } from './components/detail/ListingReference';
export { SellerActions } from './components/detail/SellerActions';
export { LazySellerChooser } from './components/detail/deferred-detail-parts';
export { listingPath, SELLER_PARAM } from './listing-link';
export { formatPrice } from './price';
export { parseSellerHint } from './seller-hint';
