import { Skeleton } from '@/components/ui/skeleton';
import { LISTING_SKELETON_COUNT } from '@/config/constants';

/** Six placeholder cards with the real card's proportions, so the grid does not jump when data arrives. */
export function ListingGridSkeleton() {
  return (
    <div role="status" aria-label="Loading listings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: LISTING_SKELETON_COUNT }, (_, index) => (
        <div key={index} data-testid="listing-skeleton" className="overflow-hidden rounded-lg border bg-card">
          <Skeleton className="aspect-[3/2] rounded-none" />
          <div className="space-y-2.5 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-9 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
