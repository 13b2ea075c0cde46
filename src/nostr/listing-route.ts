import { bech32Bytes, bytesToHex, firstTlvValues } from './bech32';
import { isHex64 } from './event';
import { listingAddressOfPointer } from './listing-address';

/** The listing a page address asks for: its route id (`d`, else event id) and seller (hex) when named. */
export interface ListingRouteTarget {
  id: string;
  seller: string | undefined;
}

/** The hex key of a `seller` hint written as a hex key or an npub; undefined for anything else. */
function sellerOf(hint: string | null): string | undefined {
  const text = hint?.trim().toLowerCase() ?? '';
  if (isHex64(text)) return text;
  const bytes = bech32Bytes(text, 'npub');
  return bytes?.length === 32 ? bytesToHex(bytes) : undefined;
}

/**
 * An `naddr` of a car listing: its `d` and author; undefined for any other naddr or a malformed one. The
 * TLV is decoded here (the boot script has no nostr-tools); whether it names a listing is the one rule of
 * listing-address.ts, as for the app's own naddr routes.
 */
function listingOfNaddr(naddr: string): ListingRouteTarget | undefined {
  const bytes = bech32Bytes(naddr, 'naddr');
  if (bytes === undefined) return undefined;
  // NIP-19 TLV: 0 the `d` (UTF-8), 1 a relay, 2 the author (32 bytes), 3 the kind (32-bit big-endian).
  const first = firstTlvValues(bytes);
  if (first === undefined) return undefined;
  const [d, author, kind] = [first.get(0), first.get(2), first.get(3)];
  if (d === undefined || author?.length !== 32 || kind?.length !== 4) return undefined;
  let identifier: string;
  try {
    identifier = new TextDecoder('utf-8', { fatal: true }).decode(d);
  } catch {
    return undefined;
  }
  const kindNumber = new DataView(kind.buffer, kind.byteOffset, 4).getUint32(0);
  const listing = listingAddressOfPointer({ kind: kindNumber, pubkey: bytesToHex(author), identifier });
  return listing && { id: listing.d, seller: listing.pubkey };
}

/**
 * The listing a page address opens, as far as the inline boot script can tell before the app has loaded
 * (src/boot-connect.ts): a car listing's `/naddr1…` (lowercase), or `/listing/<d>` with its `seller` hint
 * (npub or hex). Undefined for every other page, and for addresses only the app's full NIP-19 decoding
 * reads (nprofile hints, `nostr:` prefixes, upper case): the app then asks on its own.
 */
export function listingRouteTarget(pathname: string, search: string): ListingRouteTarget | undefined {
  const naddr = /^\/(naddr1[a-z0-9]+)$/.exec(pathname)?.[1];
  if (naddr !== undefined) return listingOfNaddr(naddr);
  const segment = /^\/listing\/([^/]+)$/.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return id === '' ? undefined : { id, seller: sellerOf(new URLSearchParams(search).get('seller')) };
}
