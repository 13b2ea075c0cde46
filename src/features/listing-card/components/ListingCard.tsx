import { ArrowRightIcon, MapPinIcon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DeferredCompareButton } from '@/features/compare-tray/public';
import { DeferredFavouriteButton } from '@/features/favourites/public';
import { useDisplayUnit } from '@/features/settings/public';
import { CardReportWarning } from '@/features/web-of-trust/public';
import { coverPhotoOf } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';
import { listingAddress } from '@/nostr/listing-address';
import { DISTANCE_FROM_TEXT_NOTE, formatDistance } from '@/nostr/listing-distance';

import { formatPrice, listingFacts, listingPath } from '@/features/listings/public';
import { CardInsights } from './insights/CardInsights';
import { useBrowseBackState } from '../browse-back-state';
import { rememberOpenedCard } from '../browse-return';
import { useDistanceFromGrid } from '../listing-distances-context';
import { ListingImage } from './ListingImage';
import { PhotoCountBadge } from './PhotoCountBadge';
import { CardMenu } from './menu/CardMenu';
import { SoldBadge } from './SoldBadge';

/**
 * One grid card. The title link is stretched over the whole card (its ::after covers it), so a click
 * anywhere opens the listing without nesting the detail button inside a link.
 */
/**
 * How the card's photo loads (docs/product.md §4 Photos): 'high' for the first card (the likely LCP), 'eager'
 * for the rest of the first row, 'lazy' (the default) below.
 */
export type CardImagePriority = 'high' | 'eager' | 'lazy';

/** The 'View Details' link dressed as an outline button, worked out once for every card. */
const VIEW_DETAILS_CLASS = cn(buttonVariants({ variant: 'outline', size: 'sm', className: 'relative z-10' }));

/**
 * The card, with a 3 px outline in the ring colour (contrast in both themes) around the whole card while its
 * link has keyboard focus: the link is the card's one Tab stop, and its focus must be seen from across the grid.
 * The heart, '…' and 'Compare' show their own rings.
 */
const CARD_CLASS =
  'group relative flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a[data-card-link]:focus-visible]:outline-3 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-ring';

export const ListingCard = memo(function ListingCard({ listing, imagePriority = 'lazy' }: { listing: CarListing; imagePriority?: CardImagePriority }) {
  const path = listingPath(listing);
  // The detail page's 'Back to Marketplace' returns to the grid's search, filters and sort order.
  const state = useBrowseBackState();
  const displayUnit = useDisplayUnit();
  const facts = listingFacts(listing, displayUnit);
  const distance = useDistanceFromGrid(listing);
  return (
    <article
      data-testid="listing-card"
      className={CARD_CLASS}
    >
      <div className="relative aspect-[3/2] overflow-hidden">
        <ListingImage
          photo={coverPhotoOf(listing)}
          pubkey={listing.pubkey}
          alt={listing.title}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {listing.status === 'sold' && <SoldBadge className="absolute left-3 top-3" />}
        <PhotoCountBadge count={listing.images.length} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {/* The '…' menu sits beside the title, so it adds no row to the card (docs/product.md §2 Report). */}
        <div className="flex items-start gap-1">
          {/* The link is the block that truncates, not the heading: an inline link's box would run on under the
              '…' button beside it (two touch targets on top of each other). */}
          <h3 className="min-w-0 flex-1 font-semibold leading-snug" title={listing.title}>
            <Link
              to={path}
              state={state}
              data-card-link=""
              onClick={() => rememberOpenedCard(path)}
              className="block truncate outline-none after:absolute after:inset-0 after:content-['']"
            >
              {listing.title}
            </Link>
          </h3>
          {/* On the photo's corner (placed against the card), but after the title in the DOM: the car is the
              card's first Tab stop, its heart the next (docs/product.md §2 Home: browse tab). */}
          <DeferredFavouriteButton address={listingAddress(listing)} className="absolute right-3 top-3 z-10" />
          <CardMenu listing={listing} />
        </div>
        <p className="truncate text-lg font-bold text-primary">{formatPrice(listing.price, listing.hasPrice)}</p>
        <CardInsights listing={listing} />
        <CardReportWarning listing={listing} />
        {facts.length > 0 && <p className="truncate text-sm text-muted-foreground">{facts.join(' · ')}</p>}
        {distance !== undefined && (
          <p data-testid="listing-distance" className="flex items-center gap-1 text-sm font-medium text-foreground/80">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {/* One line, like the card's other rows (the windowed grid counts on the card's height). Without a
                `g` cell the grid placed it by its location text (docs/product.md §2 Location and distance). */}
            <span className="truncate" title={listing.geohash === undefined ? `${formatDistance(distance, displayUnit)} ${DISTANCE_FROM_TEXT_NOTE}` : undefined}>
              {formatDistance(distance, displayUnit)}
              {listing.geohash === undefined && <span className="font-normal text-muted-foreground"> {DISTANCE_FROM_TEXT_NOTE}</span>}
            </span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {/* Out of the Tab order: the keyboard meets the car once, at its title link (docs/product.md §2 Home:
              browse tab). Still a link for a pointer and for a screen reader's list of links. */}
          <Link to={path} state={state} tabIndex={-1} aria-label={`View Details: ${listing.title}`} className={VIEW_DETAILS_CLASS} onClick={() => rememberOpenedCard(path)}>
            View Details
            <ArrowRightIcon />
          </Link>
          <DeferredCompareButton listing={listing} title={listing.title} />
        </div>
      </div>
    </article>
  );
});
