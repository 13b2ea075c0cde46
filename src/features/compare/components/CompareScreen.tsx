import { ColumnsIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { COMPARE_PARAM, compareTray, sameEntry, useCompareTray } from '@/features/compare-tray/public';
import { useComparableRatings } from '@/features/listings/public';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';

import { compareUrl, readCompareCars, type ComparedCar } from '../compare-url';
import { useComparedListings } from '../useComparedListings';
import { CompareTable, type CompareColumn } from './CompareTable';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * `/compare?cars=<naddr>,…` (docs/product.md §2 Compare): the cars of the URL side by side, so the URL can be
 * shared. Opened without cars (from the tray's 'Compare (n)'), it writes the tray's cars into the URL.
 */
export function CompareScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tray = useCompareTray();
  const param = searchParams.get(COMPARE_PARAM);
  const { cars, unreadable, extra } = useMemo(() => readCompareCars(param), [param]);
  const [now] = useState(() => Math.floor(Date.now() / 1000));

  const fromTray = param === null && tray.length > 0;
  useEffect(() => {
    if (fromTray) void navigate(compareUrl(tray), { replace: true });
  }, [fromTray, tray, navigate]);

  const { data, isError, refetch } = useComparedListings(cars);
  const found = useMemo(
    () => cars.flatMap((car): CarListing[] => {
      const result = data?.get(listingAddress(car));
      return result?.state === 'found' ? [result.listing] : [];
    }),
    [cars, data],
  );
  const { ratings } = useComparableRatings(found);

  const remove = (car: ComparedCar) => {
    compareTray.remove(car);
    const rest = cars.filter((other) => !sameEntry(other, car));
    void navigate(rest.length === 0 ? `${compareUrl([])}?${COMPARE_PARAM}=` : compareUrl(rest), { replace: true });
  };

  if (fromTray) return null;

  const columns: CompareColumn[] = cars.map((car) => {
    const result = data?.get(listingAddress(car));
    const index = result?.state === 'found' ? found.indexOf(result.listing) : -1;
    return { car, result: isError ? { state: 'missing' } : result, rating: index >= 0 ? ratings[index] : undefined };
  });

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ColumnsIcon className="size-7 text-primary" aria-hidden="true" />
          Compare cars
        </h1>
        {cars.length > 0 && <p className="text-muted-foreground">Up to four cars side by side. This page’s address lists them: share it to show the same comparison.</p>}
      </header>
      {(unreadable > 0 || extra > 0) && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {[unreadable > 0 ? `${plural(unreadable, 'link', 'links')} in this address could not be read as car listings` : '', extra > 0 ? `${plural(extra, 'car', 'cars')} beyond the first four left out` : '']
            .filter(Boolean)
            .join('; ')}
          .
        </p>
      )}
      {isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not reach your relays.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      )}
      {cars.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">Nothing to compare yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Press Compare on up to four cars, then open Compare from the bar at the bottom.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/">Browse cars</Link>
          </Button>
        </div>
      ) : (
        <CompareTable columns={columns} now={now} onRemove={remove} />
      )}
    </div>
  );
}
