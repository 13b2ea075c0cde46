import { Button } from '@/components/ui/button';

/**
 * docs/product.md §2 Home: browse tab, "Keep looking": a network search paused at its bound or at a screenful of
 * matches goes on reading older listings when asked.
 */
export function SearchOlderListings({ onSearch }: { onSearch: () => void }) {
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onSearch}>
        Search older listings
      </Button>
    </div>
  );
}
