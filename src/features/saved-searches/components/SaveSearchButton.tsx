import { BookmarkPlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { useShownBrowseSearch } from '@/features/browse/public';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })));

/**
 * 'Save search' next to the search box: keeps the search text, filters and sort the grid shows under a name
 * (the browse tab's, with text still being typed; the URL's where there is no browse tab around).
 */
export function SaveSearchButton() {
  const [searchParams] = useSearchParams();
  const shown = useShownBrowseSearch();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
        <BookmarkPlusIcon aria-hidden="true" />
        <span className="max-sm:sr-only">Save search</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={shown ?? searchParams.toString()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
