import { FavouritesScreen } from '@/features/favourite-listings/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/favourites`: the cars the user saved (docs/product.md §2 Favourites). */
export function FavouritesPage() {
  usePageTitle('Favourites');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <FavouritesScreen />
    </div>
  );
}
