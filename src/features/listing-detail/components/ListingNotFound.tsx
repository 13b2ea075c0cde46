import { SearchXIcon } from 'lucide-react';

import { BackToMarketplace } from '@/features/listing-card/public';

/** docs/product.md §2 detail state for a missing listing or a failed lookup. */
export function ListingNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-16 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Listing not found</h1>
      <p className="max-w-md text-sm text-muted-foreground">The car listing you're looking for could not be found.</p>
      <div className="mt-2">
        <BackToMarketplace variant="default" />
      </div>
    </div>
  );
}
