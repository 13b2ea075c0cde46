import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';
import { coverPhotoOf } from '@/nostr/imeta';
import { parseListing, type CarListing } from '@/nostr/listing';
import { listedAgoText } from '@/nostr/listing-age';
import { blurhashAverage } from '@/lib/blurhash-average';

import { cardImagePriority } from '@/features/listing-card/listing-card-boot';
import { formatPrice, listingFacts, listingPath, thumbSize } from '@/features/listings/listings-boot';
import { storedDisplayUnit } from '@/features/settings/settings-boot';

/**
 * The parts of a grid card that differ from listing to listing, as the card renders them (ListingCard,
 * ListingImage, BlurhashPlaceholder, ListedAgo). The build turns a card rendered from a sample listing into a
 * template by replacing the sample's values with `{{slot}}` markers (card-template.ts); the boot script fills
 * a copy of it per listing with these same values (docs/architecture.md §10, boot cards). Undefined: the card
 * has no such part (no `published_at`, no photo size, no blurhash).
 */
export type CardSlotValues = {
  title: string;
  path: string;
  price: string;
  facts: string | undefined;
  listed: string | undefined;
  src: string | undefined;
  width: string | undefined;
  height: string | undefined;
  colour: string | undefined;
  loading: 'eager' | 'lazy';
  fetchpriority: 'high' | undefined;
  /** The photo count on the photo (PhotoCountBadge), from two photos on: the number and its label. */
  photocount: string | undefined;
  photolabel: string | undefined;
  /** The SOLD badge's text: the badge is left out for a listing that is not sold. */
  sold: string | undefined;
};

/**
 * The two ways a card is built: over a photo, or over the car icon of a listing without one. The template
 * holds one card of each, in this order; everything else that differs (the SOLD badge, the price's wording,
 * which facts there are) is a slot.
 */
export const CARD_SHAPES = ['photo', 'no-photo'] as const;
export type CardShape = (typeof CARD_SHAPES)[number];

/** Which of the template's cards draws `listing`. */
export function cardShape(listing: CarListing): CardShape {
  return coverPhotoOf(listing) === undefined ? 'no-photo' : 'photo';
}

export type CardSlot = keyof CardSlotValues;

/** The SOLD badge's text (SoldBadge). */
const SOLD = 'SOLD';

/**
 * The values of `listing`'s card at grid position `index`, for the template card of its shape (`cardShape`):
 * a listing without a photo has none of the photo's slots.
 */
export function cardSlotValues(listing: CarListing, index: number): CardSlotValues {
  const photo = coverPhotoOf(listing);
  // The React card's unit, so the boot card does not change when React takes over (docs/product.md §2 Units).
  const facts = listingFacts(listing, storedDisplayUnit());
  const dim = photo?.dim && (photo.thumb === undefined ? photo.dim : thumbSize(photo.dim));
  const priority = cardImagePriority(index);
  const photoCount = photo !== undefined && listing.images.length > 1 ? listing.images.length : undefined;
  return {
    title: listing.title,
    path: listingPath(listing),
    price: formatPrice(listing.price, listing.hasPrice),
    facts: facts.length > 0 ? facts.join(' · ') : undefined,
    listed: listedAgoText(listing.publishedAt),
    // The card shows the thumbnail when there is one (ListingImage's first known URL).
    src: photo === undefined ? undefined : (photo.thumb ?? photo.url),
    width: dim === undefined ? undefined : String(dim.width),
    height: dim === undefined ? undefined : String(dim.height),
    colour: photo?.blurhash === undefined ? undefined : blurhashAverage(photo.blurhash),
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchpriority: priority === 'high' ? 'high' : undefined,
    photocount: photoCount === undefined ? undefined : String(photoCount),
    photolabel: photoCount === undefined ? undefined : `${photoCount} photos`,
    sold: listing.status === 'sold' ? SOLD : undefined,
  };
}

/**
 * A listing made of `tags` (plus a `d`), with placeholder id, key and signature: the build renders templates
 * from such samples, whose values are distinct strings it can find again in the rendered markup.
 */
export function sampleListingWith(nowSeconds: number, tags: string[][]): CarListing {
  const event: NostrEvent = {
    id: '0'.repeat(64),
    pubkey: '1'.repeat(64),
    sig: '2'.repeat(128),
    kind: KIND.listing,
    created_at: nowSeconds,
    content: '',
    tags: [['d', 'carstr-sample'], ...tags],
  };
  const listing = parseListing(event);
  if (listing === null) throw new Error('The sample listing does not parse.');
  return listing;
}

/**
 * A listing of `shape` whose card values are all distinct strings, so the build can find each one in its
 * rendered card. Sold, so that the template has the SOLD badge (a slot, left out for a listing not sold).
 */
export function sampleListing(nowSeconds: number, shape: CardShape): CarListing {
  const tags = [
    ['title', 'carstr-slot-title'],
    ['status', 'sold'],
    ['price', '987654321', 'USD'],
    ['t', 'car'],
    ['year', '1901'],
    ['mileage', 'carstr-slot-mileage'],
    ['location', 'carstr-slot-location'],
    ['published_at', String(nowSeconds)],
    ['image', 'https://carstr.invalid/full.jpg'],
    // Eleven photos: the card's photo count is in the template, as a number no attribute of the card has
    // (its icons' coordinates are small numbers and 12–24).
    ...Array.from({ length: 10 }, (_, index) => ['image', `https://carstr.invalid/more-${index}.jpg`]),
    ['imeta', 'url https://carstr.invalid/full.jpg', 'dim 4321x2881', 'blurhash LKO2:N%2Tw=w]~RBVZRi};RPxuwH', 'thumb https://carstr.invalid/thumb.jpg'],
  ];
  return sampleListingWith(nowSeconds, shape === 'photo' ? tags : tags.filter(([name]) => name !== 'image' && name !== 'imeta'));
}
