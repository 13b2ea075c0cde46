/**
 * What the rest of the app may use of the listings feature, the listing data layer (docs/architecture.md §4,
 * §6): reads from the relays and the IndexedDB cache, the queries and hooks on top, and the pure helpers that
 * say how a listing is linked, priced and formatted. The screens are features of their own (browse,
 * listing-detail, listing-card, first-paint).
 */
export { prefetchFirstPage, peekPrefetchedFirstPage, prefetchedFirstPageSettled, subscribePrefetchedFirstPage } from './api/first-page-load';
export { allListings } from './api/grid-query';
export { showListingChange } from './api/listing-changes';
export { readListings, type ListingSource, type ListingsRead } from './api/read-listings';
export { readListingsAt, type ListingAtAddress } from './api/read-listings-at';
export { useComparableRating, useComparableRatings } from './api/useComparableRating';
export { useListing } from './api/useListing';
export { deletedSomewhere, failedRelays, useListingDeletion } from './api/useListingDeletion';
export { useListingStatusChange } from './api/useListingStatusChange';
export { validListings } from './api/to-listings';
export { selectBrowseResults, useBrowseResults, useListings, type BrowseState } from './api/useListings';
export type { NetworkSearchProgress } from './api/useNetworkSearch';
export { CACHE_CAPACITY, listingCache } from './cache/listing-cache';
export { usePriceDrop } from './cache/usePriceDrop';
export { formatMileage, formatReading, hasListingFacts, listingFacts, makeAndModel, mileageParts } from './listing-format';
export { listingPath, SELLER_PARAM } from './listing-link';
export { fullSrcSet, GALLERY_SIZES, thumbSize } from './photo-srcset';
export { formatPrice } from './price';
export { parseSellerHint } from './seller-hint';
