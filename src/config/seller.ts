/**
 * The seller's routes (docs/product.md §2 My Listings), in config so that the account menu, the sell form, the
 * detail page's seller actions and the router name them alike without importing each other's features.
 */
export const MY_LISTINGS_PATH = '/my-listings';

/** The route pattern of the edit form; `listingId` is the listing's route id (its `d`). */
export const EDIT_LISTING_ROUTE = `${MY_LISTINGS_PATH}/edit/:listingId`;

/** `/my-listings/edit/{id}`: the listing form filled with one of the signed-in seller's own listings. */
export function editListingPath(listingId: string): string {
  return `${MY_LISTINGS_PATH}/edit/${encodeURIComponent(listingId)}`;
}

/**
 * Router state that opens the home page on its 'Sell Your Car' tab (the empty My Listings links there). State,
 * not a URL parameter: the home URL's parameters are the browse tab's shareable search (docs/product.md §3).
 */
export interface HomeTabState {
  homeTab?: 'sell';
}

export const SELL_TAB_STATE: HomeTabState = { homeTab: 'sell' };

/** My Listings asks each relay for at most this many of the seller's listings (docs/product.md §7 My Listings). */
export const MY_LISTINGS_LIMIT = 500;
