import { STORAGE_KEYS } from '@/config/constants';
import { PrivateListStore, type ListAdapter } from '@/features/private-lists/public';
import {
  applySavedSearchEdits,
  EMPTY_SAVED_SEARCHES,
  parseSavedSearches,
  serializeSavedSearches,
  type SavedSearchEdit,
  type SavedSearchList,
} from '@/nostr/saved-search';

import { storedSearchesPresence } from './stored-searches-presence';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The browser's saved searches (signed out); an unreadable store is skipped with a warning. */
export function loadLocalSavedSearches(store: Pick<Storage, 'getItem'> | undefined = storage()): SavedSearchList {
  const raw = store?.getItem(STORAGE_KEYS.savedSearches);
  if (raw === null || raw === undefined) return EMPTY_SAVED_SEARCHES;
  const list = parseSavedSearches(raw);
  if (!list) console.warn('[saved-searches] The stored saved searches could not be read; starting empty.');
  return list ?? EMPTY_SAVED_SEARCHES;
}

function saveLocalSavedSearches(list: SavedSearchList): void {
  try {
    storage()?.setItem(STORAGE_KEYS.savedSearches, serializeSavedSearches(list));
    storedSearchesPresence.set(true);
  } catch (error) {
    console.warn('[saved-searches] Could not store saved searches in this browser.', error);
  }
}

const adapter: ListAdapter<SavedSearchList, SavedSearchEdit> = {
  empty: EMPTY_SAVED_SEARCHES,
  apply: applySavedSearchEdits,
  loadLocal: () => loadLocalSavedSearches(),
  saveLocal: saveLocalSavedSearches,
  // Signed in only: the decryption and event code loads with the first read.
  read: async (event, cipher) => (await import('./saved-searches-account')).readSavedSearches(event, cipher),
  template: async (previous, value, cipher, now) => (await import('./saved-searches-account')).savedSearchesTemplate(previous, value, cipher, now),
};

/** The page's saved searches (docs/product.md §2 Saved searches): NIP-78 app data signed in, this browser's otherwise. */
export const savedSearchesStore = new PrivateListStore(adapter);

export const SAVED_SEARCHES_NAME = 'Your saved searches';
