import { BookmarkIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { usePrivateListSelector } from '@/features/private-lists/public';
import { useCurrentUser } from '@/features/session/public';
import { cn } from '@/lib/utils';

import { newMatchesFlag } from '../new-matches-flag';
import { SAVED_PATH } from '../saved-path';
import { savedSearchesStore } from '../saved-searches-store';

const NewMatchesWatcher = lazy(() => import('./NewMatchesWatcher').then((module) => ({ default: module.NewMatchesWatcher })));

/** After the first paint, when the browser is idle, the check for new matches loads (docs/product.md §2 Header). */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 3_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1_000);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The header's way to the saved searches, with a dot when any has new matches (signed out: from `sm` up, as Favourites). */
export function SavedSearchesLink() {
  const { user } = useCurrentUser();
  const hasNew = useSyncExternalStore(newMatchesFlag.subscribe, newMatchesFlag.get, newMatchesFlag.get);
  // Without a saved search there is nothing to count: the check's code is not even loaded (on a first
  // visit it would otherwise load while the page waits for the relay, before the first card).
  const hasSearches = usePrivateListSelector(savedSearchesStore, (state) => state.value.searches.length > 0);
  const watch = useAfterFirstPaint() && hasSearches;
  useEffect(() => {
    if (!hasSearches) newMatchesFlag.set(false);
  }, [hasSearches]);
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
      {watch && (
        <Suspense fallback={null}>
          <NewMatchesWatcher />
        </Suspense>
      )}
    </>
  );
}
