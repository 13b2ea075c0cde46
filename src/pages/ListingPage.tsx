import { useParams, useSearchParams } from 'react-router';

import {
  BackToMarketplace,
  ListingDetail,
  ListingDetailLoading,
  ListingNotFound,
  parseSellerHint,
  SELLER_PARAM,
  SellerChooser,
  useListing,
} from '@/features/listings/public';
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
