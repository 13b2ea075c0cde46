/**
 * What the rest of the app may use of the saved-searches feature (docs/architecture.md §4, §16): 'Save search'
 * (the home page hands it to the browse tab), the header link with its new-matches dot, the sync with the
 * signed-in account and the `/saved` screen.
 */
export { SaveSearchButton } from './components/SaveSearchButton';
export { SavedSearchesLink } from './components/SavedSearchesLink';
export { DeferredSavedSearchesSync } from './components/deferred-saved-searches';
export { SavedSearchesScreen } from './components/SavedSearchesScreen';
export { SavedSearchesSync } from './components/SavedSearchesSync';
export { SAVED_PATH } from './saved-path';
