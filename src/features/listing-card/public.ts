/**
 * What the rest of the app may use of the listing card and its pieces (docs/architecture.md §4): the card every
 * grid shows (home, profile, hashtag, favourites), its photo, badges and buyer hints, a grid's loading, error
 * and count lines, the small card a message refers to, and the way back to the marketplace that the card's
 * link carries.
 */
export { browseBackState, BrowseBackStateContext } from './browse-back-state';
export { isReturnToCard, useReturnToOpenedCard } from './browse-return';
export { cardImagePriority } from './card-image-priority';
export { BackToMarketplace, type FromBrowseState } from './components/BackToMarketplace';
export { ListingCard } from './components/ListingCard';
export { ListingGridError } from './components/ListingGridError';
export { LazyListingGridError } from './components/LazyListingGridError';
export { ListingGridSkeleton } from './components/ListingGridSkeleton';
export { ListingImage } from './components/ListingImage';
export { ListingReference } from './components/ListingReference';
export { ResultCount, type SearchedListings } from './components/ResultCount';
export { SoldBadge } from './components/SoldBadge';
export { ListedAgo } from './components/insights/ListedAgo';
export { PriceDroppedBadge } from './components/insights/PriceDroppedBadge';
export { PriceRatingBadge } from './components/insights/PriceRatingBadge';
export { PriceRatingsContext } from './components/insights/price-ratings-context';
export { ListingDistancesContext } from './listing-distances-context';
