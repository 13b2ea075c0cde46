import { CAR_TAGS_QUERY } from '@/config/car-options';
import { KIND, LISTING_GRID_LIMIT } from '@/config/constants';

import type { NostrFilter } from './event';

/**
 * The relay request of a network search (docs/product.md §7 Search request): the narrowest query a relay can
 * express for what the browse screen searches. Pure; what the relays answer is still checked locally against
 * the whole search (a relay may ignore a field or answer with anything).
 */

/** What of a browse search a relay can be asked for. */
export interface NetworkSearchTerms {
  /** The search text as typed (trimmed here). */
  query: string;
  make: string | undefined;
  bodyType: string | undefined;
}

/** What one relay can do with the request. */
export interface RelaySearchCapability {
  /** The relay's NIP-11 document lists 50 in `supported_nips`: it may be sent a `search` field. */
  nip50: boolean;
}

function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Without accents: 'Škoda' → 'Skoda', 'Citroën' → 'Citroen'. */
function withoutAccents(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The `#t` values that ask for one make or body type. Relays match tag values exactly and case-sensitively:
 * our sell form writes the option lowercased (`mercedes-benz`, `škoda`, `suv`), other clients' sellers write
 * it as shown (`Mercedes-Benz`, `SUV`) or capitalised, and some drop the accent (`skoda`).
 */
export function optionTagValues(option: string): string[] {
  const shown = option.trim();
  if (shown === '') return [];
  const lower = shown.toLowerCase();
  const plain = withoutAccents(lower);
  return [...new Set([lower, shown, capitalised(lower), plain, capitalised(plain)])];
}

/**
 * The `#t` part of the request: the make when one is chosen (the narrowest), else the body type, else the
 * grid's car tags. A filter holds one `#t` list (its values are alternatives), so make and body type cannot
 * both be asked for; the one not asked is checked locally.
 */
export function searchTopicTags(terms: Pick<NetworkSearchTerms, 'make' | 'bodyType'>): string[] {
  const make = terms.make === undefined ? [] : optionTagValues(terms.make);
  if (make.length > 0) return make;
  const body = terms.bodyType === undefined ? [] : optionTagValues(terms.bodyType);
  return body.length > 0 ? body : [...CAR_TAGS_QUERY];
}

/**
 * One page of the search request for one relay: kind 30402, the narrowest `#t`, the text as NIP-50 `search`
 * only when the relay announces NIP-50 (many relays ignore an unknown field and answer with everything), and
 * `until` (inclusive) for an older page.
 */
export function networkSearchFilter(
  terms: NetworkSearchTerms,
  capability: RelaySearchCapability,
  page: { until?: number; limit?: number } = {},
): NostrFilter {
  const filter: NostrFilter = { kinds: [KIND.listing], '#t': searchTopicTags(terms), limit: page.limit ?? LISTING_GRID_LIMIT };
  const text = terms.query.trim();
  if (capability.nip50 && text !== '') filter.search = text;
  if (page.until !== undefined) filter.until = page.until;
  return filter;
}

/** Whether a relay with this capability can be asked for the search text itself (else its pages are read and matched locally). */
export function relayFiltersText(terms: NetworkSearchTerms, capability: RelaySearchCapability): boolean {
  return terms.query.trim() === '' || capability.nip50;
}
