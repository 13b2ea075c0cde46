import { lazy, Suspense, useEffect, useState } from 'react';

import { usePrivateListSelector } from '@/features/private-lists/public';

import { newMatchesFlag } from '../new-matches-flag';
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

/** Sets the header's new-matches dot (newMatchesFlag) from the background check of the saved searches. */
export function NewMatchesCheck() {
  // Without a saved search there is nothing to count: the check's code is not even loaded (on a first
  // visit it would otherwise load while the page waits for the relay, before the first card).
  const hasSearches = usePrivateListSelector(savedSearchesStore, (state) => state.value.searches.length > 0);
  const watch = useAfterFirstPaint() && hasSearches;
  useEffect(() => {
    if (!hasSearches) newMatchesFlag.set(false);
  }, [hasSearches]);
  if (!watch) return null;
  return (
    <Suspense fallback={null}>
      <NewMatchesWatcher />
    </Suspense>
  );
}
