import { photosOf, type ImageMeta } from '@/nostr/imeta';
import type { CarListing } from '@/nostr/listing';
import { blurhashAverage } from '@/lib/blurhash-average';
import { comparableKey } from '@/nostr/price-rating';

import { formatPrice, fullSrcSet, thumbSize } from '@/features/listings/listings-boot';
import { sampleListingWith } from '../boot-card/card-slots';
import { HOW_WE_RATED, insightsRowHeight } from '@/features/listing-detail/listing-detail-boot';

/**
 * The parts of a listing page's first view that differ from listing to listing (title, summary, price, the
 * gallery's photo, its count and its first thumbnail), as ListingDetail and ListingGallery render them. The
 * build turns the first view rendered from a sample listing into a template (DetailTemplate); the boot script
 * fills it with these values for the linked listing (docs/architecture.md §10, boot detail). Undefined: no
 * such part.
 */
export type DetailSlotValues = {
  title: string;
  summary: string | undefined;
  price: string;
  alt: string;
  src: string;
  srcset: string | undefined;
  width: string | undefined;
  height: string | undefined;
  colour: string | undefined;
  /** The thumbnails row exists from two photos on; the template keeps its first (the same photo, so `colour` too). */
  thumbsrc: string | undefined;
  thumbwidth: string | undefined;
  thumbheight: string | undefined;
  thumblabel: string | undefined;
  /** The photo count on the gallery's photo ('1 / 7'), from two photos on. */
  count: string | undefined;
  /** The buyer hints' stand-in: its row's height, and the explanation's box when the listing can be rated. */
  insightsrow: string;
  rated: string | undefined;
};

function thumbnailValues(photo: ImageMeta, total: number) {
  if (total < 2) return { thumbsrc: undefined, thumbwidth: undefined, thumbheight: undefined, thumblabel: undefined };
  const dim = photo.dim && (photo.thumb === undefined ? photo.dim : thumbSize(photo.dim));
  return {
    thumbsrc: photo.thumb ?? photo.url,
    thumbwidth: dim === undefined ? undefined : String(dim.width),
    thumbheight: dim === undefined ? undefined : String(dim.height),
    thumblabel: `Show photo 1 of ${total}`,
  };
}

/**
 * The first view's values for `listing`, or undefined when its page starts with a part the template does not
 * have (no photo, the SOLD badge): then the page waits for the app, as before.
 */
export function detailSlotValues(listing: CarListing): DetailSlotValues | undefined {
  const photos = photosOf(listing.event, listing.images);
  const photo = photos[0];
  if (photo === undefined || listing.status === 'sold') return undefined;
  const total = photos.length;
  return {
    title: listing.title,
    summary: listing.summary,
    price: formatPrice(listing.price, listing.hasPrice),
    alt: total > 1 ? `${listing.title} (photo 1 of ${total})` : listing.title,
    src: photo.url,
    srcset: fullSrcSet(photo),
    width: photo.dim === undefined ? undefined : String(photo.dim.width),
    height: photo.dim === undefined ? undefined : String(photo.dim.height),
    colour: photo.blurhash === undefined ? undefined : blurhashAverage(photo.blurhash),
    ...thumbnailValues(photo, total),
    count: total > 1 ? `1 / ${total}` : undefined,
    insightsrow: insightsRowHeight(comparableKey(listing) !== undefined),
    rated: comparableKey(listing) === undefined ? undefined : HOW_WE_RATED,
  };
}

/** A listing with two photos whose first-view values are all distinct strings, for the build to find. */
export function sampleDetailListing(nowSeconds: number): CarListing {
  return sampleListingWith(nowSeconds, [
    ['title', 'carstr-slot-title'],
    ['summary', 'carstr-slot-summary'],
    ['price', '987654321', 'USD'],
    ['t', 'car'],
    // A make and model: the sample can be rated, so its page has the buyer hints' rating room.
    ['make', 'carstr-slot-make'],
    ['model', 'carstr-slot-model'],
    ['image', 'https://carstr.invalid/full.jpg'],
    ['image', 'https://carstr.invalid/second.jpg'],
    ['imeta', 'url https://carstr.invalid/full.jpg', 'dim 4321x2881', 'blurhash LKO2:N%2Tw=w]~RBVZRi};RPxuwH', 'thumb https://carstr.invalid/thumb.jpg'],
  ]);
}
