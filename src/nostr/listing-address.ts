import { KIND } from '@/config/constants';

import { isHex64 } from './event';

/**
 * A car listing's NIP-01 address, `30402:<pubkey>:<d>`: the one parser and the one builder. Favourites (NIP-51
 * `a` items), a message's `a` tag, a comment's `A` root, a deletion's `a` tag, the compare and share naddrs
 * and the boot script's listing links all name a listing this way.
 *
 * The rule an address must follow to name a listing:
 * - the kind is 30402 as NIP-01 writes kinds (decimal digits, no sign, no leading zero);
 * - the pubkey is 64 lowercase hex characters (NIP-01: "32-bytes lowercase hex");
 * - the `d` is all the rest after the second colon: NIP-01 and NIP-99 put no rule on a `d` tag's text, so it
 *   may itself hold colons, spaces or any other character;
 * - the `d` is not empty: a listing without a `d` is opened by its event id (parseListing's route id), which
 *   an address does not carry, so such an address could open nothing;
 * - the `d` is at most {@link LISTING_D_MAX} characters: parseListing refuses a listing with a longer one.
 *
 * The builder writes the address of any listing, a `d`-less one included (`30402:<pubkey>:`, as NIP-01 and
 * NIP-22 name it): a comment's root and the de-duplication keys need that address even though no link can
 * open it.
 */

/** Longer `d` values are refused (by parseListing, so by the parser here too): they end up in URLs and relay filters. */
export const LISTING_D_MAX = 512;

/** A car listing's address, split. */
export interface ListingAddress {
  /** The seller, 64 lowercase hex. */
  pubkey: string;
  d: string;
}

const KIND_PREFIX = `${KIND.listing}:`;

/** The address `30402:<pubkey>:<d>` of a listing (the builder: any listing, a `d`-less one included). */
export function listingAddress(listing: Pick<ListingAddress, 'pubkey' | 'd'>): string {
  return `${KIND_PREFIX}${listing.pubkey}:${listing.d}`;
}

/**
 * The listing a decoded naddr (or any kind, author and `d` named apart) points at, when it follows the rule
 * above; undefined for another kind, a malformed key, or an empty or over-long `d`.
 */
export function listingAddressOfPointer(pointer: { kind: number; pubkey: string; identifier: string }): ListingAddress | undefined {
  const { kind, pubkey, identifier: d } = pointer;
  if (kind !== KIND.listing || !isHex64(pubkey) || typeof d !== 'string' || d === '' || d.length > LISTING_D_MAX) return undefined;
  return { pubkey, d };
}

/** The listing an address like `30402:<pubkey>:<d>` names (see the rule above), or undefined for anything else. */
export function parseListingAddress(value: unknown): ListingAddress | undefined {
  if (typeof value !== 'string' || !value.startsWith(KIND_PREFIX)) return undefined;
  const rest = value.slice(KIND_PREFIX.length);
  const colon = rest.indexOf(':');
  if (colon < 0) return undefined;
  return listingAddressOfPointer({ kind: KIND.listing, pubkey: rest.slice(0, colon), identifier: rest.slice(colon + 1) });
}

/** Whether `value` is a listing's address under the rule above. */
export function isListingAddress(value: unknown): value is string {
  return parseListingAddress(value) !== undefined;
}
