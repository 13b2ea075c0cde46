import { useState } from 'react';

import { detailSlotValues, sampleDetailListing } from './detail-slots';
import { markSlots } from '../boot-card/card-template';
import { ListingDetail, ListingScreenFrame } from '@/features/listing-detail/public';

/** Build time only: the listing page of the sample listing, which `markDetailTemplate` turns into the template. */
export function DetailTemplate({ nowSeconds }: { nowSeconds: number }) {
  const [listing] = useState(() => sampleDetailListing(nowSeconds));
  return (
    <ListingScreenFrame>
      <ListingDetail listing={listing} />
    </ListingScreenFrame>
  );
}

/**
 * A rendered listing page (ListingScreenFrame around ListingDetail) cut to its first view, in place: back link,
 * gallery with its first thumbnail and photo count, title, summary, price and the stand-ins beside and under it.
 * What depends on more than the template's slots (specifications, seller, description, the other thumbnails) goes.
 * Returns the frame, or undefined when the page is not laid out as expected.
 */
export function cutToFirstView(rendered: Element): Element | undefined {
  const frame = rendered.firstElementChild;
  const article = frame?.querySelector('article');
  if (!frame || !article || article.childElementCount !== 3) return undefined;
  article.lastElementChild?.remove();
  // The summary column keeps its header (title to buyer hints); the seller's cards below it come with the app.
  for (const card of [...(article.lastElementChild?.children ?? [])].slice(1)) card.remove();
  const thumbnails = article.querySelector('ul[aria-label="Photos"]');
  for (const extra of [...(thumbnails?.children ?? [])].slice(1)) extra.remove();
  return frame;
}

/**
 * Build time only (docs/architecture.md §10, boot detail): `rendered` holds a rendered DetailTemplate, cut to
 * its first view; the sample's values become `{{slot}}` markers. Returns the template's HTML.
 */
export function markDetailTemplate(rendered: Element, nowSeconds: number): string {
  const hadThumbnails = rendered.querySelector('ul[aria-label="Photos"]') !== null;
  const frame = cutToFirstView(rendered);
  const values = detailSlotValues(sampleDetailListing(nowSeconds));
  if (!frame || !values || !hadThumbnails) throw new Error('The listing page did not render as the detail template expects.');
  markSlots(frame, values);
  return frame.outerHTML;
}
