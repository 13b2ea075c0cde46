import { BookmarkIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { useCurrentUser } from '@/features/session/public';
import { afterFirstContent } from '@/lib/after-first-content';
import { cn } from '@/lib/utils';

import { newMatchesFlag } from '../new-matches-flag';
import { SAVED_PATH } from '../saved-path';
import { storedSearchesPresence } from '../stored-searches-presence';

/** The check for new matches and the saved-searches store, after the page's main content (src/lib/first-content.ts). */
const DeferredNewMatchesCheck = afterFirstContent(
  () => import('./NewMatchesCheck').then((module) => module.NewMatchesCheck),
  () => null,
);

/** The header's way to the saved searches, with a dot when any has new matches (signed out: from `sm` up, as Favourites). */
export function SavedSearchesLink() {
  const { user } = useCurrentUser();
  const hasNew = useSyncExternalStore(newMatchesFlag.subscribe, newMatchesFlag.get, newMatchesFlag.get);
  // A visitor who never saved a search and is not signed in has none to check.
  const mayHaveSearches = useSyncExternalStore(storedSearchesPresence.subscribe, storedSearchesPresence.get, storedSearchesPresence.get);
  const label = hasNew ? 'Saved searches, new matches' : 'Saved searches';
  return (
    <>
      <Link
        to={SAVED_PATH}
        aria-label={label}
        title={label}
        className={cn(
          'relative inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          !user && 'max-sm:hidden',
        )}
      >
        <BookmarkIcon aria-hidden="true" className="size-4" />
        {hasNew && <span data-testid="saved-searches-dot" className="absolute right-1.5 top-1.5 size-2 rounded-full bg-red-500 ring-2 ring-background" />}
      </Link>
      {(user !== undefined || mayHaveSearches) && <DeferredNewMatchesCheck />}
    </>
  );
}
