import { Loader2Icon } from 'lucide-react';

/** docs/product.md §2 detail loading state. */
export function ListingDetailLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-16 text-center">
      <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-lg font-semibold">Loading listing...</h1>
      <p className="text-sm text-muted-foreground">Please wait while we fetch the car details.</p>
    </div>
  );
}
