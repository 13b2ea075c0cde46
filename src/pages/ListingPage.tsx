import { useParams, useSearchParams } from 'react-router';

import { LazySellerChooser, ListingDetail, ListingDetailLoading, ListingNotFound, ListingScreenFrame } from '@/features/listing-detail/public';
import { parseSellerHint, SELLER_PARAM, useListing } from '@/features/listings/public';
import { MutedSellerNotice, useIsMuted } from '@/features/mutes/public';
import { useBootViewRelease } from '@/features/first-paint/public';
import { usePageTitle } from '@/lib/usePageTitle';

export interface ListingScreenProps {
  listingId: string;
  /** Hex key of the seller, when the link named one. */
  seller: string | undefined;
  /** Relays the link named (an naddr's hints). */
  hints?: readonly string[];
}

/** One listing: asked for by `d` and, when the link names one, seller; from `/listing/…` or an `naddr`. */
export function ListingScreen({ listingId, seller, hints }: ListingScreenProps) {
  const { data, isPending, isError } = useListing(listingId, seller, hints);
  usePageTitle(data?.status === 'found' ? data.listing.title : 'Listing');
  const notFound = listingId === '' || isError || data?.status === 'missing' || (data === undefined && !isPending);
  // A muted seller's listing opened by link says so, with 'Unmute' (docs/product.md §2 Mute).
  const mutedSeller = useIsMuted(seller);
  // A shared link's first view may be on screen already, drawn by the boot script: this page replaces it.
  useBootViewRelease(mutedSeller || notFound || data !== undefined);

  if (mutedSeller && seller !== undefined) {
    return (
      <ListingScreenFrame>
        <MutedSellerNotice pubkey={seller} />
      </ListingScreenFrame>
    );
  }

  if (notFound) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <ListingNotFound />
      </div>
    );
  }

  let content;
  if (data?.status === 'found') content = <ListingDetail listing={data.listing} seenOn={data.relays} />;
  else if (data?.status === 'choose') content = <LazySellerChooser candidates={data.candidates} />;
  else content = <ListingDetailLoading />;

  return <ListingScreenFrame>{content}</ListingScreenFrame>;
}

/** `/listing/:listingId?seller=<npub>` */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <ListingScreen listingId={listingId} seller={parseSellerHint(searchParams.get(SELLER_PARAM))} />;
}
