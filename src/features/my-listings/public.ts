/**
 * What the rest of the app may use of the my-listings feature (docs/architecture.md §4): the seller's My
 * Listings screen and the edit route's screen (docs/product.md §2 My Listings, Edit listing).
 */
export { EditListing } from './components/EditListing';
export { MyListings } from './components/MyListings';
