import { createHash } from 'node:crypto';

import { finalizeEvent, type NostrEvent } from 'nostr-tools/pure';

import type { DemoComment, DemoThread } from './demo-comments';
import type { DemoListing } from './demo-listing-types';
import { demoSecretKey, type DemoPerson } from './demo-people';

/** Turns the demo data into signed events: kind 0 profiles, kind 30402 listings (docs/product.md §3), kind 1111 comments. */

const KIND_PROFILE = 0;
const KIND_COMMENT = 1111;
const KIND_LISTING = 30402;

/** Listing ids look like the app's (`car-<ms timestamp>-<random>`) but derive from the key, so they never change. */
const DEMO_ID_EPOCH_MS = 1_735_689_600_000; // 2025-01-01
const ONE_YEAR_MS = 31_536_000_000;

export function demoListingId(listing: DemoListing): string {
  const hash = createHash('sha256').update(`carstr-demo-listing:${listing.key}`).digest('hex');
  const timestamp = DEMO_ID_EPOCH_MS + (Number.parseInt(hash.slice(0, 12), 16) % ONE_YEAR_MS);
  const random = BigInt(`0x${hash.slice(12, 28)}`).toString(36).slice(0, 9);
  return `car-${timestamp}-${random}`;
}

export function buildProfileEvent(person: DemoPerson, pictureUrl: string, createdAt: number): NostrEvent {
  const metadata = {
    name: person.name,
    display_name: person.displayName,
    about: person.about,
    picture: pictureUrl,
    website: person.website,
    nip05: person.nip05,
  };
  return finalizeEvent(
    { kind: KIND_PROFILE, created_at: createdAt, content: JSON.stringify(metadata), tags: [] },
    demoSecretKey(person.id),
  );
}

/** Tags in exactly the order and shape of docs/product.md §3 "Car listing". */
export function buildListingEvent(listing: DemoListing, imageUrls: readonly string[], createdAt: number): NostrEvent {
  const price = listing.price;
  const tags: string[][] = [
    ['d', demoListingId(listing)],
    ['title', listing.title],
    ...(listing.summary ? [['summary', listing.summary]] : []),
    ...(price ? [['price', price.amount, price.currency, ...(price.frequency ? [price.frequency] : [])]] : []),
    ['location', listing.location],
    ['published_at', String(createdAt)],
    ...imageUrls.map((url) => ['image', url]),
    ['make', listing.make],
    ['model', listing.model],
    ['year', String(listing.year)],
    ['mileage', String(listing.mileage)],
    ['fuel_type', listing.fuelType],
    ['transmission', listing.transmission],
    ['body_type', listing.bodyType],
    ['color', listing.color],
    ['condition', listing.condition],
    ['status', listing.status],
    ['t', 'automobile'],
    ['t', 'car'],
    ['t', listing.make.toLowerCase()],
    ['t', listing.bodyType.toLowerCase()],
  ];
  return finalizeEvent(
    { kind: KIND_LISTING, created_at: createdAt, content: listing.description, tags },
    demoSecretKey(listing.seller),
  );
}

/** `#word` hashtags become `t` tags, as clients expect (NIP-24). */
function hashtagTags(text: string): string[][] {
  const tags = [...text.matchAll(/(?:^|\s)#(\w+)/g)].map((match) => (match[1] ?? '').toLowerCase());
  return [...new Set(tags)].filter((tag) => tag !== '').map((tag) => ['t', tag]);
}

/**
 * NIP-22 comments on a listing, parents before replies. Uppercase tags always point at the listing (the
 * root); lowercase tags point at the direct parent: the listing for top-level comments, else the comment.
 */
export function buildCommentEvents(thread: DemoThread, listingEvent: NostrEvent): NostrEvent[] {
  const dTag = listingEvent.tags.find(([name]) => name === 'd')?.[1] ?? '';
  const coordinate = `${KIND_LISTING}:${listingEvent.pubkey}:${dTag}`;
  const rootTags = [
    ['A', coordinate],
    ['K', String(KIND_LISTING)],
    ['P', listingEvent.pubkey],
  ];
  const events: NostrEvent[] = [];

  const publish = (comment: DemoComment, parent: NostrEvent): void => {
    // A top-level comment's `e` pins the listing version it was written under, as NIP-22 suggests.
    const parentTags =
      parent === listingEvent
        ? [['a', coordinate], ['e', parent.id, '', parent.pubkey], ['k', String(KIND_LISTING)], ['p', parent.pubkey]]
        : [['e', parent.id, '', parent.pubkey], ['k', String(KIND_COMMENT)], ['p', parent.pubkey]];
    const event = finalizeEvent(
      {
        kind: KIND_COMMENT,
        created_at: parent.created_at + comment.minutesLater * 60,
        content: comment.text,
        tags: [...rootTags, ...parentTags, ...hashtagTags(comment.text)],
      },
      demoSecretKey(comment.author),
    );
    events.push(event);
    for (const reply of comment.replies ?? []) publish(reply, event);
  };

  for (const comment of thread.comments) publish(comment, listingEvent);
  return events;
}
