import { useParams } from 'react-router';

import { EditListing } from '@/features/my-listings/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/my-listings/edit/:listingId`: one of the seller's listings in the listing form (docs/product.md §2 Edit listing). */
export function EditListingPage() {
  usePageTitle('Edit Listing');
  const { listingId = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <EditListing listingId={listingId} />
    </div>
  );
}
