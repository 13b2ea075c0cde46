import { STORAGE_KEYS } from '@/config/constants';
import { flagStore } from '@/lib/flag-store';

function stored(): boolean {
  try {
    return (globalThis.localStorage?.getItem(STORAGE_KEYS.savedSearches) ?? null) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this browser may hold saved searches (signed out they live in localStorage): the header's check for
 * new matches and the saved-searches store download only then, or once someone signs in. Set when a search is
 * saved on this visit.
 */
export const storedSearchesPresence = flagStore(stored);
