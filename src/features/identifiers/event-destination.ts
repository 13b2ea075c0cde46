import { KIND } from '@/config/constants';
import { EVENT_CONTENT_MAX_CHARS, EVENT_CONTENT_MAX_LINES } from '@/config/identifiers';
import { truncate } from '@/lib/truncate';
import { firstTagValue, isEventShape, type NostrEvent, type NostrFilter } from '@/nostr/event';
import { isReplaceableKind } from '@/nostr/event-store-rules';
import { parseListingAddress, type ListingAddress } from '@/nostr/listing-address';
import type { RouteIdentifier } from '@/nostr/nip19-route';
import { acceptRelayUrl, type RelayUrlPolicy } from '@/nostr/relay-list';

/** What a `note` or `nevent` route names: an event id, and for an nevent its relay hints, author and kind. */
export type EventPointer = Extract<RouteIdentifier, { type: 'note' | 'event' }>;

/** What a non-listing `naddr` route names. */
export type AddressPointer = Extract<RouteIdentifier, { type: 'address' }>;

/** The listing a NIP-22 comment hangs from: its root (uppercase) `A` tag, when that is a car listing's address. */
export function commentedListing(event: Pick<NostrEvent, 'kind' | 'tags'>): ListingAddress | undefined {
  if (event.kind !== KIND.comment) return undefined;
  return parseListingAddress(firstTagValue(event, 'A'));
}

/** Where an event found by id leads (docs/product.md §2 Identifier pages). */
export type EventDestination =
  /** A car listing version: its detail screen, by the route id (the `d`, else the event id) and author. */
  | { type: 'listing'; listingId: string; seller: string }
  /** A comment on a car listing: that listing, scrolled to the comment. */
  | { type: 'comment'; listing: ListingAddress; commentId: string }
  /** Anything else: the generic event card. */
  | { type: 'generic' };

export function eventDestination(event: Pick<NostrEvent, 'id' | 'kind' | 'pubkey' | 'tags'>): EventDestination {
  if (event.kind === KIND.listing) {
    const d = firstTagValue(event, 'd') ?? '';
    return { type: 'listing', listingId: d === '' ? event.id : d, seller: event.pubkey };
  }
  const listing = commentedListing(event);
  if (listing !== undefined) return { type: 'comment', listing, commentId: event.id };
  return { type: 'generic' };
}

/** How the events a relay returned for a pointer compare with it. */
export type EventMatch =
  | { status: 'found'; event: NostrEvent }
  /** The event exists, but the link names another author or kind than it has: the link is not trusted. */
  | { status: 'mismatch'; event: NostrEvent }
  | { status: 'missing' };

/**
 * The event `pointer` names among `events`: same id (a relay may ignore the filter), and when the link
 * names an author or kind, the same ones.
 */
export function matchEvent(events: readonly unknown[], pointer: Pick<EventPointer, 'id'> & { author?: string; kind?: number }): EventMatch {
  const event = events.find((candidate): candidate is NostrEvent => isEventShape(candidate) && candidate.id === pointer.id);
  if (event === undefined) return { status: 'missing' };
  if (pointer.author !== undefined && event.pubkey !== pointer.author) return { status: 'mismatch', event };
  if (pointer.kind !== undefined && event.kind !== pointer.kind) return { status: 'mismatch', event };
  return { status: 'found', event };
}

/** The REQ filter of an naddr: kind, author and, unless the kind is replaceable (one per author), `#d`. */
export function addressFilter(address: Pick<AddressPointer, 'kind' | 'pubkey' | 'identifier'>): NostrFilter {
  const filter: NostrFilter = { kinds: [address.kind], authors: [address.pubkey], limit: 1 };
  if (!isReplaceableKind(address.kind)) filter['#d'] = [address.identifier];
  return filter;
}

/**
 * The versions among `events` of the address (kind, author and `d` checked: a relay may ignore the filter);
 * which of them is newest is the event store's to say.
 */
export function versionsAtAddress(events: readonly unknown[], address: Pick<AddressPointer, 'kind' | 'pubkey' | 'identifier'>): NostrEvent[] {
  return events.filter(
    (event): event is NostrEvent =>
      isEventShape(event) &&
      event.kind === address.kind &&
      event.pubkey === address.pubkey &&
      (isReplaceableKind(address.kind) || (firstTagValue(event, 'd') ?? '') === address.identifier),
  );
}

/**
 * Relay hints of a link that this page may contact and does not read already, canonical and distinct, at
 * most `max` (docs/product.md §7 Which relays).
 */
export function acceptedHints(hints: readonly string[], policy: RelayUrlPolicy, reading: readonly string[], max: number): string[] {
  const accepted: string[] = [];
  for (const hint of hints) {
    if (accepted.length >= max) break;
    const url = acceptRelayUrl(hint, policy);
    if (url !== undefined && !reading.includes(url) && !accepted.includes(url)) accepted.push(url);
  }
  return accepted;
}

/** The part of an event's text the card shows: at most {@link EVENT_CONTENT_MAX_CHARS} and {@link EVENT_CONTENT_MAX_LINES}. */
export function contentPreview(
  content: string,
  maxChars: number = EVENT_CONTENT_MAX_CHARS,
  maxLines: number = EVENT_CONTENT_MAX_LINES,
): { text: string; truncated: boolean } {
  let text = truncate(content, maxChars);
  let newlines = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) !== 10) continue;
    newlines += 1;
    if (newlines === maxLines) {
      text = text.slice(0, index);
      break;
    }
  }
  const truncated = text.length < content.length;
  return { text: truncated ? `${text.trimEnd()}…` : text, truncated };
}
