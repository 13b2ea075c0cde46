import { useEffect } from 'react';

import { newMatchesFlag } from '../new-matches-flag';
import { useNewMatchCounts } from '../useNewMatchCounts';

/** Loaded after the first paint: counts new matches in the background for the header's dot. */
export function NewMatchesWatcher() {
  const { anyNew, counts } = useNewMatchCounts();
  useEffect(() => {
    if (counts !== undefined) newMatchesFlag.set(anyNew);
  }, [anyNew, counts]);
  return null;
}
