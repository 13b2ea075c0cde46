import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** docs/product.md §2 grid error, plus a retry: most failures are a relay that was briefly unreachable. */
export function ListingGridError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden="true" />
      <h3 className="text-lg font-semibold">Failed to load listings</h3>
      <p className="max-w-md text-sm text-muted-foreground">
        There was an error loading car listings. Try switching to a different relay.
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon className={retrying ? 'animate-spin' : undefined} />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
