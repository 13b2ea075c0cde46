import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { formatPrice, listingPath } from '@/features/listings/public';
import { ListingImage, SoldBadge } from '@/features/listing-card/public';
import { SellerActions } from '@/features/listing-detail/public';
import { coverPhotoOf } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';

import { relayLabel } from './relay-label';

/**
 * One of the seller's listings (docs/product.md §2 My Listings): thumbnail, title (a link to its page), status,
 * price, the relays it was found on, and the seller actions.
 */
export function MyListingRow({ listing, seenOn }: { listing: CarListing; seenOn: readonly string[] }) {
  const titleId = `my-listing-${listing.event.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="my-listing"
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-lg border bg-card p-3 text-card-foreground shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-4 sm:p-4"
    >
      <Link
        to={listingPath(listing)}
        tabIndex={-1}
        aria-hidden="true"
        className="relative aspect-[4/3] overflow-hidden rounded-md sm:row-span-2"
      >
        <ListingImage photo={coverPhotoOf(listing)} pubkey={listing.pubkey} alt="" loading="lazy" />
      </Link>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h2 id={titleId} className="min-w-0 flex-1 basis-40 break-words font-semibold leading-snug">
            <Link to={listingPath(listing)} className="hover:underline">
              {listing.title}
            </Link>
          </h2>
          {listing.status === 'sold' ? <SoldBadge /> : <Badge variant="secondary">Active</Badge>}
        </div>
        <p className="text-lg font-bold text-primary" data-testid="my-listing-price">
          {formatPrice(listing.price, listing.hasPrice)}
        </p>
        <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          <span>{seenOn.length === 1 ? 'Found on 1 relay:' : `Found on ${seenOn.length} relays:`} </span>
          <ul aria-label="Relays" className="inline">
            {seenOn.map((relay, index) => (
              <li key={relay} className="inline font-mono">
                {relayLabel(relay)}
                {index < seenOn.length - 1 && ', '}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Under the photo and the facts on a phone, so the three buttons get the card's whole width. */}
      <SellerActions listing={listing} seenOn={seenOn} className="col-span-2 sm:col-span-1 sm:col-start-2" />
    </li>
  );
}
