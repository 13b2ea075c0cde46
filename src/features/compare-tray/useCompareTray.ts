import { useSyncExternalStore } from 'react';

import { compareTray, type CompareEntry } from './compare-tray-store';

const noEntries: CompareEntry[] = [];

/** The tray's entries; re-renders when they change here or in another tab. */
export function useCompareTray(): CompareEntry[] {
  return useSyncExternalStore(compareTray.subscribe, compareTray.entries, () => noEntries);
}
