import { SearchXIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface ListingGridEmptyProps {
  query: string;
  filtersActive: boolean;
  onClearFilters: () => void;
}

/**
 * docs/product.md §2 empty grid: one variant names the search, one (an empty relay) invites the first listing. With only
 * filters to blame, it says so and offers to clear them.
 */
export function ListingGridEmpty({ query, filtersActive, onClearFilters }: ListingGridEmptyProps) {
  let hint: string;
  if (query !== '') hint = `No listings match “${query}”. Try another search${filtersActive ? ' or clear the filters' : ''}.`;
  else if (filtersActive) hint = 'No listings match your filters. Try widening them.';
  else hint = 'No one has listed a car on this relay yet. Be the first to list your car!';
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No cars found</h3>
      <p className="max-w-md break-words text-sm text-muted-foreground">{hint}</p>
      {filtersActive && (
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
