import { useParams, useSearchParams } from 'react-router';

import { useListing } from '@/features/listings/api/useListing';
import { BackToMarketplace } from '@/features/listings/components/detail/BackToMarketplace';
import { ListingDetail } from '@/features/listings/components/detail/ListingDetail';
import { ListingDetailLoading } from '@/features/listings/components/detail/ListingDetailLoading';
import { ListingNotFound } from '@/features/listings/components/detail/ListingNotFound';
import { SellerChooser } from '@/features/listings/components/detail/SellerChooser';
import { SELLER_PARAM } from '@/features/listings/listing-link';
import { parseSellerHint } from '@/features/listings/seller-hint';
import { usePageTitle } from '@/lib/usePageTitle';

/** `/listing/:listingId?seller=<npub>`: one listing, asked for by `d` and, when the link names one, seller. */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const seller = parseSellerHint(searchParams.get(SELLER_PARAM));
  const { data, isPending, isError } = useListing(listingId, seller);
  usePageTitle(data?.status === 'found' ? data.listing.title : 'Listing');

  if (listingId === '' || isError || data?.status === 'missing' || (data === undefined && !isPending)) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <ListingNotFound />
      </div>
    );
  }

  let content;
  if (data?.status === 'found') content = <ListingDetail listing={data.listing} />;
  else if (data?.status === 'choose') content = <SellerChooser candidates={data.candidates} />;
  else content = <ListingDetailLoading />;

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <BackToMarketplace />
      {content}
    </div>
  );
}
