/** What the rest of the app may use of the identifiers feature (docs/architecture.md §4). */
export { AddressIdentifierScreen } from './components/AddressIdentifierScreen';
export { EventIdentifierScreen, type ListingTarget } from './components/EventIdentifierScreen';
