import { BookmarkIcon } from 'lucide-react';

import { Skeleton } from '@/components/ui/skeleton';
import { listStatusMessage } from '@/features/private-lists/public';

import { SAVED_SEARCHES_NAME } from '../saved-searches-store';
import { useNewMatchCounts } from '../useNewMatchCounts';
import { SavedSearchRow } from './SavedSearchRow';

/**
 * `/saved` (docs/product.md §2 Saved searches): every saved search with how many cars matching it were
 * published since it was last opened; counted afresh each time this screen opens.
 */
export function SavedSearchesScreen() {
  const { state, searches, counts, query } = useNewMatchCounts();
  const problem = listStatusMessage(state.status, SAVED_SEARCHES_NAME);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Saved searches</h1>
        <p className="text-muted-foreground">
          {state.mode === 'local'
            ? 'Kept in this browser. Log in to keep them on your account, encrypted so only you can read them.'
            : 'Kept on your relays, encrypted so only you can read them.'}
        </p>
      </header>
      {problem !== undefined ? (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm">
          {problem}
        </p>
      ) : state.status === 'loading' ? (
        <div role="status" aria-label="Loading saved searches" className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : searches.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <BookmarkIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">No saved searches yet</p>
          <p className="text-sm text-muted-foreground">Search or filter the cars, then press “Save search” to be told about new matches.</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} count={counts?.get(search.id)} counting={query.isFetching || query.isPending} />
          ))}
        </ul>
      )}
    </div>
  );
}
