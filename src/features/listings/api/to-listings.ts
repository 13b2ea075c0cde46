import { latestVersions } from '@/nostr/dedupe';
import { parseListing, type CarListing } from '@/nostr/listing';
import { sortListings } from '@/nostr/listing-sort';

/**
 * Valid events → mapped listings → newest version per `pubkey:d` → newest first. Invalid events are
 * dropped by `parseListing`, the one place that decides validity.
 */
export function toListings(events: Iterable<Parameters<typeof parseListing>[0]>): CarListing[] {
  const listings: CarListing[] = [];
  for (const event of events) {
    const listing = parseListing(event);
    if (listing !== null) listings.push(listing);
  }
  return sortListings(
    latestVersions(listings, (listing) => listing.event),
    'newest',
  );
}
