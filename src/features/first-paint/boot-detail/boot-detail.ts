import { firstTagValue, type NostrEvent } from '@/nostr/event';
import { parseListing, type CarListing } from '@/nostr/listing';

import { fillSlots } from '../boot-card/card-template';
import type { BootViewParts } from '../boot-view-watch';
import { bootViewReleased, drawBootView } from './boot-view';
import { detailSlotValues, type DetailSlotValues } from './detail-slots';

/** A lookup names a few versions at most; a relay flooding the subscription is not read further. */
const EVENTS_WATCHED = 20;

export interface BootDetailOptions extends BootViewParts {
  /** The linked listing: its `d` and its seller (hex). */
  id: string;
  seller: string;
}

/**
 * Fills a copy of the detail template with one listing's values (card-template.ts fillSlots: text as text,
 * attributes as values); a listing with one photo has no thumbnails row, as ListingGallery leaves it out.
 */
export function fillDetailTemplate(content: Element, values: DetailSlotValues): void {
  fillSlots(content, values);
  if (values.thumbsrc === undefined) content.querySelector('ul[aria-label="Photos"]')?.remove();
}

/**
 * The boot detail (docs/architecture.md §10): on a visitor's first visit to a listing link that names its
 * seller, the listing's first view (back link, gallery photo, title, summary, price) drawn from the build's
 * template as soon as the lookup's answer has passed the signature check, before the app's scripts have run.
 * The app renders its page hidden behind it and releases it once that page is ready (useBootViewRelease), so
 * the swap happens in one frame. Returns the boot socket's event handler, which says when it wants no more.
 */
export function startBootDetail({ template, shell, root, verify, id, seller }: BootDetailOptions): (event: unknown) => boolean {
  let watched = 0;
  let newest: CarListing | undefined;

  const draw = (listing: CarListing) =>
    drawBootView(
      { template, shell, root },
      (content) => {
        const values = detailSlotValues(listing);
        // A page the template cannot draw (sold, no photo): the app need not wait for a copy that will not come.
        if (values !== undefined) fillDetailTemplate(content, values);
        return values !== undefined;
      },
      'carstr:boot-detail',
    );

  return (event) => {
    watched += 1;
    const listing = parseListing(event as NostrEvent);
    // The link's listing only, a newer version than the one drawn (the app shows the newest too).
    if (listing !== null && listing.pubkey === seller && firstTagValue(listing.event, 'd') === id && (newest === undefined || listing.createdAt > newest.createdAt)) {
      void verify([listing.event]).then(([valid]) => {
        if (!valid || (newest !== undefined && newest.createdAt >= listing.createdAt)) return;
        newest = listing;
        draw(listing);
      });
    }
    return watched < EVENTS_WATCHED && !bootViewReleased();
  };
}
