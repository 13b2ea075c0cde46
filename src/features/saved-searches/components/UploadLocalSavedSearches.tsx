import { BookmarkIcon } from 'lucide-react';

import { UploadLocalList, type LocalListUpload } from '@/features/private-lists/public';
import type { SavedSearch, SavedSearchEdit, SavedSearchList } from '@/nostr/saved-search';

import { savedSearchEditProblem } from '../saved-search-messages';
import { loadLocalSavedSearches, savedSearchesStore } from '../saved-searches-store';

const SAVED_SEARCHES_UPLOAD: LocalListUpload<SavedSearchList, SavedSearchEdit, SavedSearch> = {
  store: savedSearchesStore,
  loadLocal: () => loadLocalSavedSearches().searches,
  key: (search) => search.id,
  accountKeys: (list) => list.searches.map((search) => search.id),
  // Each add puts its search on top: adding the browser's last one first keeps its order.
  add: (searches) => searches.toReversed().map((search) => ({ type: 'add', search })),
  problem: savedSearchEditProblem,
  label: 'Saved searches in this browser',
  icon: <BookmarkIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />,
  noun: { one: 'search', many: 'searches' },
  side: 'left',
};

/**
 * Saved searches kept in this browser while signed out are offered for upload once the account's list has
 * been read, as favourites are (docs/product.md §2 Saved searches: "Save N searches to your account?").
 */
export function UploadLocalSavedSearches() {
  return <UploadLocalList upload={SAVED_SEARCHES_UPLOAD} />;
}
