import { KIND } from '@/config/constants';

import { isAddressableKind } from './dedupe';
import { firstTagValue, tagValues, type NostrEvent, type NostrFilter } from './event';
import type { CarListing } from './listing';

type Deletable = Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'created_at' | 'tags'>;

/** `kind:pubkey:d` of an addressable event, or undefined for any other kind. */
function coordinateOf(event: Deletable): string | undefined {
  return isAddressableKind(event.kind) ? `${event.kind}:${event.pubkey}:${firstTagValue(event, 'd') ?? ''}` : undefined;
}

/**
 * NIP-09 deletion requests that could remove any of `events`: by event id (`e`) and, for addressable events,
 * by coordinate (`a`). Restricted to the events' authors, since only an author can delete their own events.
 * One REQ with up to two filters; none when there is nothing to check.
 */
export function deletionFiltersFor(events: readonly Deletable[]): NostrFilter[] {
  if (events.length === 0) return [];
  const authors = [...new Set(events.map((event) => event.pubkey))];
  const coordinates = [...new Set(events.map(coordinateOf).filter((coordinate) => coordinate !== undefined))];
  const filters: NostrFilter[] = [{ kinds: [KIND.deletion], authors, '#e': events.map((event) => event.id) }];
  if (coordinates.length > 0) filters.unshift({ kinds: [KIND.deletion], authors, '#a': coordinates });
  return filters;
}

/**
 * Whether `event` is deleted by one of `deletions` (NIP-09): a kind 5 by the same author naming its id in an
 * `e` tag, or naming its coordinate in an `a` tag with the request at least as new as the version (a later
 * edit published after the deletion request stands). Requests by anyone else change nothing.
 */
export function deletedBy(deletions: readonly NostrEvent[]): (event: Deletable) => boolean {
  const deletedIds = new Set<string>();
  const deletedUntil = new Map<string, number>();
  for (const deletion of deletions) {
    if (deletion.kind !== KIND.deletion) continue;
    for (const id of tagValues(deletion, 'e')) deletedIds.add(`${deletion.pubkey}:${id}`);
    for (const coordinate of tagValues(deletion, 'a')) {
      // Only the author named inside the coordinate may delete it.
      const [, author] = coordinate.split(':');
      if (author !== deletion.pubkey) continue;
      deletedUntil.set(coordinate, Math.max(deletedUntil.get(coordinate) ?? 0, deletion.created_at));
    }
  }
  return (event) => {
    if (deletedIds.has(`${event.pubkey}:${event.id}`)) return true;
    const coordinate = coordinateOf(event);
    const until = coordinate === undefined ? undefined : deletedUntil.get(coordinate);
    return until !== undefined && event.created_at <= until;
  };
}

/** `events` without the ones `deletions` delete (see {@link deletedBy}). */
export function withoutDeletedEvents<T extends Deletable>(events: readonly T[], deletions: readonly NostrEvent[]): T[] {
  if (deletions.length === 0) return [...events];
  const isDeleted = deletedBy(deletions);
  return events.filter((event) => !isDeleted(event));
}

/** {@link deletionFiltersFor} for listings. */
export function deletionFilters(listings: readonly CarListing[]): NostrFilter[] {
  return deletionFiltersFor(listings.map((listing) => listing.event));
}

/** {@link withoutDeletedEvents} for listings. */
export function withoutDeleted(listings: readonly CarListing[], deletions: readonly NostrEvent[]): CarListing[] {
  if (deletions.length === 0) return [...listings];
  const isDeleted = deletedBy(deletions);
  return listings.filter((listing) => !isDeleted(listing.event));
}
