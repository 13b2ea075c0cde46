import { Skeleton } from '@/components/ui/skeleton';
import { COMMENT_SKELETON_COUNT } from '@/config/constants';

/** docs/product.md §2: three placeholder comments shaped like the real ones while the thread loads. */
export function CommentsSkeleton() {
  return (
    <div role="status" aria-label="Loading comments" className="space-y-6">
      {Array.from({ length: COMMENT_SKELETON_COUNT }, (_, index) => (
        <div key={index} data-testid="comment-skeleton" className="space-y-3">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-16" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
