import { SavedSearchesScreen } from '@/features/saved-searches/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/saved`: the user's saved searches with their new matches (docs/product.md §2 Saved searches). */
export function SavedSearchesPage() {
  usePageTitle('Saved searches');
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <SavedSearchesScreen />
    </div>
  );
}
