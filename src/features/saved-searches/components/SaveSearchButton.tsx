import { BookmarkPlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })));

/** 'Save search' next to the search box: keeps the URL's search text, filters and sort under a name. */
export function SaveSearchButton() {
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
        <BookmarkPlusIcon aria-hidden="true" />
        <span className="max-sm:sr-only">Save search</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={searchParams.toString()} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
