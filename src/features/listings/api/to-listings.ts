import { eventStore } from '@/features/relay/public';
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
 * Valid events → mapped listings → as the event store says now (newest version per `pubkey:d`, NIP-09
 * deletions applied, docs/architecture.md §20) → newest first. Invalid events are dropped by `parseListing`,
 * the one place that decides validity.
 */
export function toListings(events: Iterable<ListingEvent>): CarListing[] {
  return sortListings(eventStore.current(validListings(events), listingEvent), 'newest');
}

/** The valid listings among `events`, each parsed once, whatever the event store says of them. */
export function validListings(events: Iterable<ListingEvent>): CarListing[] {
  const listings: CarListing[] = [];
  for (const event of events) {
    const listing = parseOnce(event);
    if (listing !== null) listings.push(listing);
  }
  return listings;
}

/** A listing's event: what the event store judges it by. */
export function listingEvent(listing: CarListing) {
  return listing.event;
}
