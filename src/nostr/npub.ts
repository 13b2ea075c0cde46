import { BECH32_CHARSET, bech32Polymod, bech32PrefixWords } from './bech32';
import { isHex64 } from './event';

/**
 * NIP-19 `npub` encoding (bech32, BIP-173) of a hex public key, written out because it is all the grid needs
 * from NIP-19 (for the seller in each card's link): nostr-tools' nip19 module brings every entity type and
 * two libraries with it. Decoding stays with nostr-tools (nip19-route.ts), on the pages that need it.
 */
const PREFIX = 'npub';

/** 8-bit bytes to 5-bit words, zero-padded at the end (bech32 data part). */
function toWords(hex: string): number[] {
  const words: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (let index = 0; index < hex.length; index += 2) {
    accumulator = (accumulator << 8) | Number.parseInt(hex.slice(index, index + 2), 16);
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((accumulator >>> bits) & 31);
    }
    accumulator &= (1 << bits) - 1;
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31);
  return words;
}

/**
 * Encodings already made: a grid re-renders cards of the same few sellers on every search keystroke. Bounded
 * by starting over, a few hundred kilobytes at most.
 */
const encoded = new Map<string, string>();
const ENCODED_MAX = 5_000;

/** `npub1…` for a 64-character lowercase hex public key; throws for anything else. */
export function npubEncode(pubkey: string): string {
  const known = encoded.get(pubkey);
  if (known !== undefined) return known;
  if (!isHex64(pubkey)) throw new Error('Not a hex public key');
  if (encoded.size >= ENCODED_MAX) encoded.clear();
  const npub = encodeWords(pubkey);
  encoded.set(pubkey, npub);
  return npub;
}

function encodeWords(pubkey: string): string {
  const words = toWords(pubkey);
  const checksum = bech32Polymod([...bech32PrefixWords(PREFIX), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  for (let index = 0; index < 6; index += 1) words.push((checksum >>> (5 * (5 - index))) & 31);
  return `${PREFIX}1${words.map((word) => BECH32_CHARSET[word]).join('')}`;
}
