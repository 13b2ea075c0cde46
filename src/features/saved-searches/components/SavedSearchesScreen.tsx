import { BookmarkIcon } from 'lucide-react';

import { Skeleton } from '@/components/ui/skeleton';
import { EmptyListNotice, PrivateListScreen } from '@/features/private-lists/public';

import { SAVED_SEARCHES_NAME } from '../saved-searches-store';
import { useNewMatchCounts } from '../useNewMatchCounts';
import { SavedSearchRow } from './SavedSearchRow';

/**
 * `/saved` (docs/product.md §2 Saved searches): every saved search with how many cars matching it were
 * published since it was last opened; counted afresh each time this screen opens.
 */
export function SavedSearchesScreen() {
  const { state, searches, counts, query } = useNewMatchCounts();
  return (
    <PrivateListScreen title="Saved searches" name={SAVED_SEARCHES_NAME} state={state} accountNote="Kept on your relays, encrypted so only you can read them.">
      {state.status === 'loading' ? (
        <div role="status" aria-label="Loading saved searches" className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : searches.length === 0 ? (
        <EmptyListNotice
          icon={BookmarkIcon}
          title="No saved searches yet"
          text="Search or filter the cars, then press “Save search” to be told about new matches."
        />
      ) : (
        <ul className="space-y-3">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} count={counts?.get(search.id)} counting={query.isFetching || query.isPending} />
          ))}
        </ul>
      )}
    </PrivateListScreen>
  );
}
