/**
 * What the rest of the app may use of the favourite-listings feature (docs/architecture.md §4, §16): the
 * `/favourites` screen. Apart from favourites because it reads listings, and listings imports the heart.
 */
export { FavouritesScreen } from './components/FavouritesScreen';
