import { Skeleton } from '@/components/ui/skeleton';

/** Three placeholder rows while the relays answer (docs/product.md §2 My Listings). */
export function MyListingsSkeleton() {
  return (
    <ul aria-label="Loading your listings" aria-busy="true" className="space-y-3">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex gap-4 rounded-lg border p-4">
          <Skeleton className="aspect-[4/3] w-24 shrink-0 sm:w-40" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
