import { afterFirstContent } from '@/lib/after-first-content';

/**
 * The sync of the saved searches with the signed-in account, after the page's main content
 * (src/lib/first-content.ts); the header link's check for new matches is deferred the same way (SavedSearchesLink).
 */
export const DeferredSavedSearchesSync = afterFirstContent(
  () => import('./SavedSearchesSync').then((module) => module.SavedSearchesSync),
  () => null,
);
