import { type ChatAbout } from './chat-message';
import { listingAddress, listingAddressOfPointer } from './listing-address';
import { decodeRouteIdentifier } from './nip19-route';

/** A `nostr:naddr1…` URI (NIP-21) or a bare `naddr1…`, as a word of its own. */
const NADDR_PATTERN = /(?:nostr:)?(naddr1[02-9ac-hj-np-z]+)/gu;

export interface MessageText {
  /** The text with each listing link taken out (and the blank lines around it). */
  text: string;
  /** The listings those links named, in order, each once. */
  listings: ChatAbout[];
}

/**
 * Splits a chat message's text into its words and the listings it links to (docs/product.md §2 Messages): the
 * `nostr:naddr1…` Carstr appends (chat-message.ts, so other NIP-17 clients can tell which car) and any another
 * client wrote. The screen shows those as cards, not as a line of bech32. A link that is not a car listing's
 * (another kind, a bad checksum) stays in the text as it was.
 */
export function listingLinksIn(content: string): MessageText {
  const listings: ChatAbout[] = [];
  const text = content.replace(NADDR_PATTERN, (whole: string, bech32: string) => {
    const decoded = decodeRouteIdentifier(bech32);
    if (decoded.type !== 'address') return whole;
    const listing = listingAddressOfPointer(decoded);
    if (listing === undefined) return whole;
    const address = listingAddress(listing);
    if (!listings.some((known) => known.address === address)) {
      listings.push(decoded.relays[0] === undefined ? { address } : { address, relay: decoded.relays[0] });
    }
    return '';
  });
  return { text: listings.length === 0 ? content : text.replace(/[ \t]{2,}/gu, ' ').replace(/[ \t]+\n/gu, '\n').replace(/\n{3,}/gu, '\n\n').trim(), listings };
}
