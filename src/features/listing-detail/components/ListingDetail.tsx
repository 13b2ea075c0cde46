import { DeferredFavouriteButton } from '@/features/favourites/public';
import { photosOf } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';

import { formatPrice } from '@/features/listings/public';
import { SoldBadge } from '@/features/listing-card/public';
import { DeferredDetailInsights, DeferredSellerCard } from './deferred-detail-parts';
import { ListingCommentsSlot } from './ListingCommentsSlot';
import { ListingDescription } from './ListingDescription';
import { ListingGallery } from './ListingGallery';
import { ListingSpecs } from './ListingSpecs';
import { OwnListingCard } from './OwnListingCard';

/**
 * docs/product.md §2 loaded detail: gallery, title, SOLD, summary, price, the seller's own actions (only for
 * them), specifications, seller, description.
 * On phones the specifications and the seller (with Contact Seller) come right after the price, before the
 * long description; from `lg` they form the right-hand column. The favourite heart, the buyer hints, the seller
 * card and the comments load right after the first view (deferred-detail-parts.tsx).
 */
export function ListingDetail({ listing, seenOn }: { listing: CarListing; seenOn?: readonly string[] }) {
  return (
    <article className="grid gap-6 lg:grid-cols-3 lg:gap-8">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <ListingGallery key={listing.event.id} photos={photosOf(listing.event, listing.images)} pubkey={listing.pubkey} title={listing.title} />
        <header className="space-y-3">
          <div className="flex flex-wrap items-start gap-3">
            <h1 className="min-w-0 flex-1 break-words text-2xl font-bold tracking-tight sm:text-3xl">{listing.title}</h1>
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
        </header>
      </div>
      <aside className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start" aria-label="Specifications and seller">
        <OwnListingCard listing={listing} seenOn={seenOn} />
        <ListingSpecs listing={listing} />
        <DeferredSellerCard listing={listing} seenOn={seenOn} />
      </aside>
      <div className="min-w-0 space-y-6 empty:hidden lg:col-span-2">
        <ListingDescription description={listing.description} summary={listing.summary} />
        <ListingCommentsSlot listing={listing} />
      </div>
    </article>
  );
}
