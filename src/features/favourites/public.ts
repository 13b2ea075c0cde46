/**
 * What the rest of the app may use of the favourites feature (docs/architecture.md §4, §16): the heart, the
 * header link, the sync of the store with the signed-in account, and the list for the /favourites screen.
 * It imports nothing from listings (listings imports the heart); the screen lives in favourite-listings.
 */
export { FavouriteButton } from './components/FavouriteButton';
export { DeferredFavouriteButton, DeferredFavouritesSync } from './components/deferred-favourites';
export { FavouritesLink } from './components/FavouritesLink';
export { FavouritesSync } from './components/FavouritesSync';
export { FAVOURITE_LABELS, FAVOURITES_NAME } from './favourite-labels';
export { FAVOURITES_PATH } from './favourites-path';
export { useFavourites } from './useFavourites';
