import type { NostrEvent } from '@/nostr/event';
import { photosOf } from '@/nostr/imeta';

import { fullSrcSet, GALLERY_SIZES } from '../photo-srcset';
import { toListings } from './to-listings';

const preloaded = new Set<string>();

/**
 * A listing page's first photo starts downloading as soon as the relay has sent the listing, while its
 * deletion check is still out (docs/architecture.md §19): the page's largest paint. Same URL, `srcset`,
 * `sizes` and referrer policy as the gallery's <img>, so the browser reuses the download. Only when the
 * events name exactly one listing for the route (a choice between sellers shows no gallery).
 */
export function preloadDetailPhoto(events: readonly NostrEvent[], id: string, seller: string | undefined): void {
  if (typeof document === 'undefined') return;
  const matches = toListings(events).filter((listing) => listing.id === id && (seller === undefined || listing.pubkey === seller));
  const [listing] = matches;
  if (listing === undefined || matches.length > 1) return;
  const photo = photosOf(listing.event, listing.images)[0];
  if (photo === undefined || preloaded.has(photo.url)) return;
  preloaded.add(photo.url);
  const link = document.createElement('link');
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
