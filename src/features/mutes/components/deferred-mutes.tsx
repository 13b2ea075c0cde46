import { afterFirstContent } from '@/lib/after-first-content';

/**
 * The mute list's sync with the account loads after the page's main content (like favourites'): until then
 * the cached mutes apply (MutesFromCache, which is not deferred).
 */
export const DeferredMutesSync = afterFirstContent(
  () => import('./MutesSync').then((module) => module.MutesSync),
  () => null,
);
