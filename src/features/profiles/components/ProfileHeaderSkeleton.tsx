import { Skeleton } from '@/components/ui/skeleton';

/**
 * The profile header's frame while the person's profile is on its way (docs/product.md §2 Profile page): the
 * banner, picture, name and key lines at their places. The page shows it alone, so nothing below it moves when
 * the header fills in with the name, addresses and about text.
 */
export function ProfileHeaderSkeleton() {
  return (
    <section role="status" aria-label="Loading profile" className="overflow-hidden rounded-xl border bg-card shadow-sm" data-testid="profile-skeleton">
      <div className="h-28 bg-gradient-to-br from-primary/25 via-primary/10 to-muted sm:h-44" />
      <div className="px-4 pb-5 sm:px-6 sm:pb-6">
        <Skeleton className="-mt-10 size-20 rounded-full border-4 border-card sm:-mt-14 sm:size-28" />
        <Skeleton className="mt-3 h-8 w-56 max-w-full" />
        <Skeleton className="mt-2 h-5 w-40" />
      </div>
    </section>
  );
}
