import { KIND, LISTING_GRID_LIMIT } from '@/config/constants';
import { tagValues, type NostrFilter } from '@/nostr/event';
import type { CarListing } from '@/nostr/listing';

/** Longer tags are not hashtags anyone typed; refusing them keeps absurd values out of relay filters. */
export const MAX_TAG_LENGTH = 100;

/** The tag a `/t/:tag` segment names: trimmed, without a leading '#'. Empty when unusable. */
export function normalizeTag(segment: string): string {
  const tag = segment.trim().replace(/^#+/, '').trim();
  return tag.length > MAX_TAG_LENGTH ? '' : tag;
}

/**
 * Relays match tag values exactly, and people write `#Toyota` for a listing tagged `toyota` (our listings
 * write lowercase makes, docs/product.md §3). Asking for the spelling seen, lowercase and capitalised covers both.
 */
export function tagSpellings(tag: string): string[] {
  const lower = tag.toLowerCase();
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  return [...new Set([tag, lower, capitalised])];
}

/** Kind-30402 listings carrying the tag, up to the grid's limit of 100. */
export function hashtagListingsFilter(tag: string): NostrFilter {
  return { kinds: [KIND.listing], '#t': tagSpellings(tag), limit: LISTING_GRID_LIMIT };
}

/** Whether a listing carries the tag, compared case-insensitively: a relay may ignore parts of a filter. */
export function carriesTag(listing: Pick<CarListing, 'event'>, tag: string): boolean {
  const wanted = tag.toLowerCase();
  return tagValues(listing.event, 't').some((value) => value.trim().toLowerCase() === wanted);
}
