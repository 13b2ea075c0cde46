/**
 * What the rest of the app may use of the selling feature (docs/architecture.md §4): the sell
 * form, lazily loaded (the form itself is not exported, so no importer can pull it into its own chunk).
 */
export { LazyListingForm } from './components/LazyListingForm';
