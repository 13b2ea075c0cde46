import { afterFirstContent } from '@/lib/after-first-content';

/**
 * The saved-searches parts of every screen that load after the page's main content
 * (src/lib/first-content.ts): the header link (with its new-matches dot) and the sync with the account.
 */
export const DeferredSavedSearchesLink = afterFirstContent(
  () => import('./SavedSearchesLink').then((module) => module.SavedSearchesLink),
  () => <span aria-hidden="true" className="inline-flex size-9 max-sm:hidden" />,
);

export const DeferredSavedSearchesSync = afterFirstContent(
  () => import('./SavedSearchesSync').then((module) => module.SavedSearchesSync),
  () => null,
);
