import { MyListings } from '@/features/my-listings/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/my-listings`: the signed-in seller's own listings (docs/product.md §2 My Listings). */
export function MyListingsPage() {
  usePageTitle('My Listings');
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <MyListings />
    </div>
  );
}
