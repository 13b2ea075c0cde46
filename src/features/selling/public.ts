/**
 * What the rest of the app may use of the selling feature (docs/architecture.md §4): the sell form and the edit
 * form, lazily loaded (the forms themselves are not exported, so no importer can pull them into its own chunk).
 */
export { LazyEditListingForm, LazyListingForm } from './components/LazyListingForm';
export { SellSignInPrompt } from './components/SellSignInPrompt';
