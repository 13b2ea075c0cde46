import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/**
 * docs/product.md §2 error state, with a retry: the usual cause is a relay that was briefly unreachable. While the retry
 * runs the section shows its skeletons again (nothing was loaded), so this button needs no busy state.
 */
export function CommentsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">Failed to load comments</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
