import { useRef } from 'react';

import { DeferredFavouriteButton } from '@/features/favourites/public';
import { photosOf } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';

import { formatPrice } from '@/features/listings/public';
import { SoldBadge } from '@/features/listing-card/public';
import { DeferredDetailInsights, DeferredMainContact, DeferredSellerCard } from './deferred-detail-parts';
import { ListingCommentsSlot } from './ListingCommentsSlot';
import { ListingDescription } from './ListingDescription';
import { ListingGallery } from './ListingGallery';
import { ListingSpecs } from './ListingSpecs';
import { OwnListingCard } from './OwnListingCard';
import { useStickyTop } from './useStickyTop';

/**
 * docs/product.md §2 Listing detail, in three blocks: the gallery; the summary column (title, SOLD, summary,
 * price, the buyer hints, the main contact button, the seller's own actions for them, the seller card); then
 * the specifications, the description and the comments.
 * On phones they follow one another, so title and price come right under the photo and the seller right after
 * the price. From `lg` the summary column stands beside the gallery and stays in view while the page scrolls
 * (sticky; a column taller than the window sticks by its end, useStickyTop); the contact button right under
 * the rating keeps title, price, rating and it above the fold at 1280×800 even with a long title. The boot paint copies the first two blocks' first view
 * (first-paint/boot-detail, docs/architecture.md §10).
 */
export function ListingDetail({ listing, seenOn }: { listing: CarListing; seenOn?: readonly string[] }) {
  const column = useRef<HTMLDivElement>(null);
  const stickyTop = useStickyTop(column);
  return (
    <article className="grid gap-6 lg:grid-cols-3 lg:gap-8">
      <div className="min-w-0 lg:col-span-2">
        <ListingGallery key={listing.event.id} photos={photosOf(listing.event, listing.images)} pubkey={listing.pubkey} title={listing.title} />
      </div>
      <div
        ref={column}
        style={stickyTop === undefined ? undefined : { top: stickyTop }}
        className="min-w-0 space-y-6 lg:sticky lg:top-20 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        <header className="space-y-3">
          <div className="flex flex-wrap items-start gap-3">
            <h1 className="min-w-0 flex-1 break-words text-2xl font-bold tracking-tight sm:text-3xl lg:text-2xl">{listing.title}</h1>
            {listing.status === 'sold' && <SoldBadge className="mt-1.5 text-sm" />}
          </div>
          {listing.summary !== undefined && <p className="break-words text-muted-foreground">{listing.summary}</p>}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-2xl font-bold text-primary sm:text-3xl" data-testid="listing-price">
              {formatPrice(listing.price, listing.hasPrice)}
            </p>
            <DeferredFavouriteButton address={listingAddress(listing)} withLabel />
          </div>
          <DeferredDetailInsights listing={listing} />
          <DeferredMainContact listing={listing} seenOn={seenOn} />
        </header>
        <OwnListingCard listing={listing} seenOn={seenOn} />
        <DeferredSellerCard listing={listing} seenOn={seenOn} />
      </div>
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <ListingSpecs listing={listing} />
        <ListingDescription description={listing.description} summary={listing.summary} />
        <ListingCommentsSlot listing={listing} />
      </div>
    </article>
  );
}
