import { Link } from 'react-router';

import { cn } from '@/lib/utils';
import { coverPhotoOf } from '@/nostr/imeta';
import { parseListingAddress } from '@/nostr/listing-address';

import { formatPrice, listingPath, useListing } from '@/features/listings/public';
import { ListingImage } from './ListingImage';
import { SoldBadge } from './SoldBadge';

export interface ListingReferenceProps {
  /** `30402:<pubkey>:<d>` */
  address: string;
  /** A relay the listing was seen on (the message's hint). */
  relay?: string;
  /** The title the message gave (its subject), shown while the listing loads or when it is gone. */
  subject?: string;
  className?: string;
}

/**
 * A car someone wrote about (a private message's `a` tag or link; docs/product.md §2 Messages): thumbnail, title
 * and price, linking to the listing, read with the listing's own query from the read relays and the message's hint.
 * An address that is not a listing's shows the subject alone, as text.
 */
export function ListingReference({ address, relay, subject, className }: ListingReferenceProps) {
  const target = parseListingAddress(address);
  if (target === undefined) {
    return subject === undefined ? null : <p className={cn('truncate text-sm text-muted-foreground', className)}>{subject}</p>;
  }
  return <ListingReferenceLink pubkey={target.pubkey} d={target.d} relay={relay} subject={subject} className={className} />;
}

function ListingReferenceLink({ pubkey, d, relay, subject, className }: { pubkey: string; d: string; relay?: string; subject?: string; className?: string }) {
  const { data } = useListing(d, pubkey, relay === undefined ? [] : [relay]);
  const listing = data?.status === 'found' ? data.listing : undefined;
  const title = listing?.title ?? subject ?? 'Listing';
  return (
    <Link
      to={listingPath(listing ?? { id: d, pubkey })}
      className={cn('flex min-w-0 items-center gap-2.5 rounded-md border bg-card p-1.5 pr-3 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      data-testid="listing-reference"
    >
      <span aria-hidden="true" className="size-10 shrink-0 overflow-hidden rounded">
        <ListingImage photo={listing && coverPhotoOf(listing)} pubkey={listing?.pubkey} alt="" loading="lazy" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium" title={title}>
          {title}
        </span>
        {listing !== undefined && <span className="block truncate text-xs font-semibold text-primary">{formatPrice(listing.price, listing.hasPrice)}</span>}
        {listing?.status === 'sold' ? <SoldBadge className="mt-0.5" /> : <span className="block text-xs text-muted-foreground">View listing</span>}
      </span>
    </Link>
  );
}
