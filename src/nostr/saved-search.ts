/**
 * Saved searches (docs/product.md §2 Saved searches): a name and the browse state (search text, filters and
 * sort, as the grid's URL parameters) plus when the user last opened it, so "N new" can count the listings
 * published since. Stored as JSON: NIP-44 encrypted in a NIP-78 event when signed in, in localStorage when
 * signed out. Everything read back is untrusted: a malformed entry is not shown but is kept as it was, so
 * saving never loses what another version of the app wrote.
 */

export interface SavedSearch {
  id: string;
  name: string;
  /** The browse URL's query string without `?` (`q=golf&make=Volkswagen&sort=price-asc`). */
  params: string;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds: "N new" counts listings published after this. */
  lastOpenedAt: number;
}

export interface SavedSearchList {
  searches: SavedSearch[];
  /** Entries this version cannot read, carried over unchanged on the next save. */
  foreign: unknown[];
}

export const SAVED_SEARCHES_VERSION = 1;
export const MAX_SAVED_SEARCHES = 50;
export const MAX_SEARCH_NAME_LENGTH = 80;
const MAX_PARAMS_LENGTH = 2000;
const MAX_ENTRIES_READ = 500;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const EMPTY_SAVED_SEARCHES: SavedSearchList = Object.freeze({ searches: [], foreign: [] }) as SavedSearchList;

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e11;
}

function toSavedSearch(entry: unknown): SavedSearch | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, name, params, createdAt, lastOpenedAt } = entry as Record<string, unknown>;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_SEARCH_NAME_LENGTH) return undefined;
  if (typeof params !== 'string' || params.length > MAX_PARAMS_LENGTH || params.startsWith('?')) return undefined;
  if (!isSeconds(createdAt) || !isSeconds(lastOpenedAt)) return undefined;
  return { id, name, params, createdAt, lastOpenedAt };
}

/**
 * Reads stored JSON (`{"version":1,"searches":[…]}`). `undefined` means unreadable: not JSON, not that shape,
 * or written by a newer version. Such a list must be left alone, never replaced by an empty one.
 */
export function parseSavedSearches(json: string): SavedSearchList | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { version, searches } = parsed as Record<string, unknown>;
  if (version !== SAVED_SEARCHES_VERSION || !Array.isArray(searches) || searches.length > MAX_ENTRIES_READ) return undefined;
  const list: SavedSearchList = { searches: [], foreign: [] };
  for (const entry of searches as unknown[]) {
    const search = toSavedSearch(entry);
    if (search && !list.searches.some((known) => known.id === search.id)) list.searches.push(search);
    else list.foreign.push(entry);
  }
  return list;
}

export function serializeSavedSearches(list: SavedSearchList): string {
  return JSON.stringify({ version: SAVED_SEARCHES_VERSION, searches: [...list.searches, ...list.foreign] });
}

/** One change; replayed on the newest stored list just before it is written. */
export type SavedSearchEdit =
  | { type: 'add'; search: SavedSearch }
  | { type: 'remove'; id: string }
  | { type: 'opened'; id: string; at: number };

export function applySavedSearchEdits(list: SavedSearchList, edits: readonly SavedSearchEdit[]): SavedSearchList {
  let searches = list.searches;
  for (const edit of edits) {
    if (edit.type === 'add') {
      if (!searches.some((search) => search.id === edit.search.id)) searches = [edit.search, ...searches].slice(0, MAX_SAVED_SEARCHES);
    } else if (edit.type === 'remove') {
      searches = searches.filter((search) => search.id !== edit.id);
    } else {
      searches = searches.map((search) => (search.id === edit.id ? { ...search, lastOpenedAt: Math.max(search.lastOpenedAt, edit.at) } : search));
    }
  }
  return { searches, foreign: list.foreign };
}

/** A new saved search; the name is trimmed and cut to the limit. */
export function newSavedSearch(name: string, params: string, now: number, id: string): SavedSearch {
  const trimmed = name.trim().slice(0, MAX_SEARCH_NAME_LENGTH);
  return { id, name: trimmed === '' ? 'My search' : trimmed, params: params.replace(/^\?/, ''), createdAt: now, lastOpenedAt: now };
}

/** Whether a listing counts as new for a search last opened at `since`: first published after it. */
export function isNewSince(listing: { publishedAt: number | undefined; createdAt: number }, since: number): boolean {
  return (listing.publishedAt ?? listing.createdAt) > since;
}
