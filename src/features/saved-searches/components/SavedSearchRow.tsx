import { ArrowRightIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { describeBrowseSearch } from '@/features/browse/public';
import { usePrivateListEdit } from '@/features/private-lists/public';
import { toast } from '@/lib/toast-store';
import type { SavedSearch } from '@/nostr/saved-search';

import { savedSearchEditProblem } from '../saved-search-messages';
import { savedSearchesStore } from '../saved-searches-store';

function reportProblem(error: unknown) {
  toast({ ...savedSearchEditProblem(error), variant: 'destructive' });
}

function NewCount({ count, counting }: { count: number | undefined; counting: boolean }) {
  if (count === undefined) return <span className="text-sm text-muted-foreground">{counting ? 'Counting new cars…' : 'New cars could not be counted'}</span>;
  if (count === 0) return <span className="text-sm text-muted-foreground">No new cars</span>;
  return <span className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground">{count} new</span>;
}

/** One saved search: its name and parts, "N new" since last opened, Open (resets the count) and Delete. */
export function SavedSearchRow({ search, count, counting }: { search: SavedSearch; count: number | undefined; counting: boolean }) {
  const parts = describeBrowseSearch(search.params);
  const edit = usePrivateListEdit(savedSearchesStore);
  const open = () => void edit({ type: 'opened', id: search.id, at: Math.floor(Date.now() / 1000) }).catch(reportProblem);
  return (
    <li data-testid="saved-search" className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="break-words font-semibold">{search.name}</h2>
          <NewCount count={count} counting={counting} />
        </div>
        <p className="break-words text-sm text-muted-foreground">{parts.length === 0 ? 'All cars' : parts.join(' · ')}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild size="sm">
          <Link to={search.params === '' ? '/' : `/?${search.params}`} onClick={open} aria-label={`Open ${search.name}`}>
            Open
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Delete ${search.name}`}
          onClick={() => void edit({ type: 'remove', id: search.id }).catch(reportProblem)}
        >
          <Trash2Icon aria-hidden="true" />
          <span className="max-sm:sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}
