import { KIND } from '@/config/constants';
import { eventStore } from '@/features/relay/public';
import { firstTagValue, isEventShape, type NostrEvent } from '@/nostr/event';
import { photosOf } from '@/nostr/imeta';
import { listingImages } from '@/nostr/listing';

import { fullSrcSet, GALLERY_SIZES } from '../photo-srcset';

/** Marks the preload links this adds: the boot script and the app each run this file, one link is enough. */
const MARK = 'data-listing-photo';

function alreadyPreloaded(url: string): boolean {
  return [...document.head.querySelectorAll(`link[${MARK}]`)].some((link) => link.getAttribute('href') === url);
}

/** The newest version of the route's listing among `events`; undefined when none, or when several sellers use the id and the link named none. */
function routeListing(events: readonly unknown[], id: string, seller: string | undefined): NostrEvent | undefined {
  const matches = events.filter(
    (event): event is NostrEvent =>
      isEventShape(event) && event.kind === KIND.listing && firstTagValue(event, 'd') === id && (seller === undefined || event.pubkey === seller),
  );
  if (new Set(matches.map((event) => event.pubkey)).size !== 1) return undefined;
  return eventStore.current(matches, (event) => event)[0];
}

/**
 * A listing page's first photo starts downloading as soon as the relay has sent the listing, while its
 * deletion check is still out (docs/architecture.md §19): the page's largest paint. Same URL, `srcset`,
 * `sizes` and referrer policy as the gallery's <img>, so the browser reuses the download. Only when the
 * events name one seller's listing for the route (a choice between sellers shows no gallery).
 *
 * The boot script calls it with the lookup's events as the relay sent them, before the app has verified
 * them (src/boot-connect.ts): the download starts a whole app load earlier. A forged or invalid event can at
 * most start the download of a photo the page then does not show, from a URL that passed the same checks as
 * any listing photo (`listingImages`); nothing is shown from it.
 */
export function preloadDetailPhoto(events: readonly unknown[], id: string, seller: string | undefined): void {
  if (typeof document === 'undefined') return;
  const event = routeListing(events, id, seller);
  const photo = event && photosOf(event, listingImages(event).slice(0, 1))[0];
  if (photo === undefined || alreadyPreloaded(photo.url)) return;
  const link = document.createElement('link');
  link.setAttribute(MARK, '');
  link.rel = 'preload';
  link.as = 'image';
  link.href = photo.url;
  const srcSet = fullSrcSet(photo);
  if (srcSet !== undefined) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', GALLERY_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  link.referrerPolicy = 'no-referrer';
  document.head.append(link);
}
