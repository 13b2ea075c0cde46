import { STORAGE_KEYS } from '@/config/constants';
import { PrivateListStore, type ListAdapter, type ListState } from '@/features/private-lists/public';
import { applyFavouriteEdits, favouriteAddresses, type BookmarkItems, type FavouriteEdit } from '@/nostr/bookmark-list';
import { isListingAddress } from '@/nostr/listing-address';

/** Signed-out favourites kept in this browser at most (a hostile or runaway store is cut here). */
export const MAX_LOCAL_FAVOURITES = 500;

const EMPTY: BookmarkItems = { publicTags: [], privateTags: [] };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The browser's favourites: a JSON array of listing addresses; anything else in it is skipped with a warning. */
export function loadLocalFavourites(store: Pick<Storage, 'getItem'> | undefined = storage()): string[] {
  const raw = store?.getItem(STORAGE_KEYS.favourites);
  if (raw === null || raw === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError('not an array');
    const addresses = [...new Set(parsed.filter(isListingAddress))].slice(0, MAX_LOCAL_FAVOURITES);
    if (addresses.length < parsed.length) console.warn('[favourites] Skipped invalid entries in the stored favourites.');
    return addresses;
  } catch {
    console.warn('[favourites] The stored favourites could not be read; starting empty.');
    return [];
  }
}

export function saveLocalFavourites(addresses: readonly string[], store: Pick<Storage, 'setItem' | 'removeItem'> | undefined = storage()): void {
  try {
    if (addresses.length === 0) store?.removeItem(STORAGE_KEYS.favourites);
    else store?.setItem(STORAGE_KEYS.favourites, JSON.stringify(addresses.slice(0, MAX_LOCAL_FAVOURITES)));
  } catch (error) {
    console.warn('[favourites] Could not store favourites in this browser.', error);
  }
}

const adapter: ListAdapter<BookmarkItems, FavouriteEdit> = {
  empty: EMPTY,
  apply: applyFavouriteEdits,
  loadLocal: () => ({ publicTags: [], privateTags: loadLocalFavourites().map((address) => ['a', address]) }),
  saveLocal: (value) => saveLocalFavourites(favouriteAddresses(value)),
  // Signed in only: the decryption and event code loads with the first read.
  read: async (event, cipher) => (await import('./favourites-account')).readFavourites(event, cipher),
  template: async (previous, value, cipher, now) => (await import('./favourites-account')).favouritesTemplate(previous, value, cipher, now),
};

/** The page's favourites (docs/product.md §2 Favourites): the user's bookmark list, or this browser's. */
export const favouritesStore = new PrivateListStore(adapter);

const addressSets = new WeakMap<BookmarkItems, ReadonlySet<string>>();

/** The favourite addresses of a state, computed once per state (every card asks). */
export function favouriteSet(state: ListState<BookmarkItems>): ReadonlySet<string> {
  let set = addressSets.get(state.value);
  if (!set) {
    set = new Set(favouriteAddresses(state.value));
    addressSets.set(state.value, set);
  }
  return set;
}
