import { createHash } from 'node:crypto';

import { finalizeEvent, type NostrEvent } from 'nostr-tools/pure';

import { buildCommentEvent, type CommentRoot } from '../../src/nostr/comment';
import { buildListingEvent as buildListingTemplate } from '../../src/nostr/listing-builder';
import type { DemoComment, DemoThread } from './demo-comments';
import type { DemoListing } from './demo-listing-types';
import { demoPerson, demoSecretKey, type DemoPerson } from './demo-people';
import { demoGeohash, demoMileageUnit } from './demo-places';

/** Turns the demo data into signed events: kind 0 profiles, kind 30402 listings (docs/product.md §3), kind 1111 comments. */

const KIND_PROFILE = 0;

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

/**
 * The listing exactly as the sell form publishes it (src/nostr/listing-builder.ts, docs/product.md §3 "Car
 * listing"), with a stable `d`. Sold cars are published as 'Mark as sold' republishes them; one demo case the form
 * cannot produce, as other clients do: a listing without a price tag ("Price on request").
 */
/** `imeta` tags (NIP-92) for photos that have them: realistic photos are described as the app describes its uploads. */
export function buildListingEvent(listing: DemoListing, imageUrls: readonly string[], createdAt: number, imeta: readonly string[][] = []): NostrEvent {
  const price = listing.price;
  const template = buildListingTemplate(
    {
      title: listing.title,
      summary: listing.summary,
      description: listing.description,
      price: price?.amount ?? '',
      currency: price?.currency ?? '',
      frequency: price?.frequency,
      location: listing.location,
      geohash: demoGeohash(listing.location),
      make: listing.make,
      model: listing.model,
      year: String(listing.year),
      mileage: String(listing.mileage),
      mileageUnit: demoMileageUnit(listing.location),
      fuelType: listing.fuelType,
      transmission: listing.transmission,
      bodyType: listing.bodyType,
      color: listing.color,
      condition: listing.condition,
      specs: { ...listing.specs, sellerType: demoPerson(listing.seller).sellerType },
      images: imageUrls,
      imeta,
    },
    createdAt * 1000,
    // The status goes through the builder, as 'Mark as sold' does (src/nostr/listing-edit.ts), so a sold car
    // carries `stock 0` too: Plebeian Market and Conduit read stock, not status.
    { generateId: () => demoListingId(listing), status: listing.status },
  );
  const tags = template.tags.filter(([name]) => name !== 'price' || price !== undefined);
  return finalizeEvent({ ...template, tags }, demoSecretKey(listing.seller));
}

/**
 * NIP-22 comments on a listing, parents before replies, each exactly as the app's comment box publishes
 * it (src/nostr/comment.ts): the listing is the root, a top-level comment's parent pins the listing
 * version it was written under.
 */
export function buildCommentEvents(thread: DemoThread, listingEvent: NostrEvent): NostrEvent[] {
  const root: CommentRoot = {
    type: 'address',
    kind: listingEvent.kind,
    pubkey: listingEvent.pubkey,
    d: listingEvent.tags.find(([name]) => name === 'd')?.[1] ?? '',
    id: listingEvent.id,
  };
  const events: NostrEvent[] = [];

  const publish = (comment: DemoComment, parent: NostrEvent): void => {
    const createdAt = parent.created_at + comment.minutesLater * 60;
    const built = buildCommentEvent(root, parent === listingEvent ? undefined : parent, comment.text, createdAt * 1000);
    if (!built.ok) throw new Error(`Demo comment by ${comment.author} on ${thread.listing}: ${built.error}`);
    const event = finalizeEvent(built.template, demoSecretKey(comment.author));
    events.push(event);
    for (const reply of comment.replies ?? []) publish(reply, event);
  };

  for (const comment of thread.comments) publish(comment, listingEvent);
  return events;
}
