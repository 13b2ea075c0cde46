import type { NostrEvent } from 'nostr-tools';

import { LISTING_KIND } from './event-kinds';

/** Listing tags whose values a buyer would type into a search box. */
const SEARCHABLE_LISTING_TAGS = new Set(['title', 'summary', 'make', 'model', 'location', 'year', 'fuel_type', 'body_type', 'transmission', 'color']);

/**
 * The text we index for a car listing (kind 30402): description plus the descriptive tags. The
 * library's own extractor skips 30402 entirely, so without this no listing is ever found by NIP-50.
 */
export function listingSearchText(event: NostrEvent): string {
  const tagValues = event.tags
    .filter(([name, value]) => name !== undefined && SEARCHABLE_LISTING_TAGS.has(name) && value)
    .map(([, value]) => value);
  return [event.content, ...tagValues].join(' ').replace(/\s+/g, ' ').trim();
}

/** Whether this event gets a row from us (rather than from the library) in `events_fts`. */
export function isIndexedByUs(event: NostrEvent): boolean {
  return event.kind === LISTING_KIND;
}
