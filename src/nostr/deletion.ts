import type { NostrEvent, NostrFilter } from './event';
import { EventStore } from './event-store';
import { deletionFiltersFor } from './event-store-rules';
import type { CarListing } from './listing';

/**
 * The NIP-09 rules moved to the event store's module family (docs/architecture.md §20); these adapters stay
 * only until the last reader goes through the store, and apply the store's own rule.
 */
type Deletable = Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'created_at' | 'tags'>;

export { deletionFiltersFor };

/** Whether `event` is deleted by one of `deletions`, as an event store holding them says. */
export function deletedBy(deletions: readonly NostrEvent[]): (event: Deletable) => boolean {
  const store = new EventStore({ now: () => Number.MAX_SAFE_INTEGER });
  store.addMany(deletions);
  return (event) => store.isDeleted(event);
}

export function withoutDeletedEvents<T extends Deletable>(events: readonly T[], deletions: readonly NostrEvent[]): T[] {
  const isDeleted = deletedBy(deletions);
  return events.filter((event) => !isDeleted(event));
}

export function deletionFilters(listings: readonly CarListing[]): NostrFilter[] {
  return deletionFiltersFor(listings.map((listing) => listing.event));
}

export function withoutDeleted(listings: readonly CarListing[], deletions: readonly NostrEvent[]): CarListing[] {
  const isDeleted = deletedBy(deletions);
  return listings.filter((listing) => !isDeleted(listing.event));
}
