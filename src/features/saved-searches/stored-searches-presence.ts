import { STORAGE_KEYS } from '@/config/constants';

/**
 * Whether this browser may hold saved searches (signed out they live in localStorage): the header's check for
 * new matches and the saved-searches store download only then, or once someone signs in. Set again when a
 * search is saved on this visit.
 */
let present: boolean | undefined;
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return (globalThis.localStorage?.getItem(STORAGE_KEYS.savedSearches) ?? null) !== null;
  } catch {
    return false;
  }
}

export const storedSearchesPresence = {
  get: (): boolean => (present ??= stored()),
  markSaved(): void {
    if (present === true) return;
    present = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
