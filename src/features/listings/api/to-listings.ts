import { latestVersions } from '@/nostr/dedupe';
import { parseListing, type CarListing } from '@/nostr/listing';
import { sortListings } from '@/nostr/listing-sort';

type ListingEvent = Parameters<typeof parseListing>[0];

/**
 * Each event object is parsed once: a streamed page hands over every event received so far with each batch,
 * and the same objects come back in the final answer. The same listing object each time also lets the grid's
 * memoised cards skip re-rendering.
 */
const parsed = new WeakMap<ListingEvent, CarListing | null>();

function parseOnce(event: ListingEvent): CarListing | null {
  let listing = parsed.get(event);
  if (listing === undefined) {
    listing = parseListing(event);
    parsed.set(event, listing);
  }
  return listing;
}

/**
 * Valid events → mapped listings → newest version per `pubkey:d` → newest first. Invalid events are
 * dropped by `parseListing`, the one place that decides validity.
 */
export function toListings(events: Iterable<ListingEvent>): CarListing[] {
  const listings: CarListing[] = [];
  for (const event of events) {
    const listing = parseOnce(event);
    if (listing !== null) listings.push(listing);
  }
  return sortListings(
    latestVersions(listings, (listing) => listing.event),
    'newest',
  );
}
