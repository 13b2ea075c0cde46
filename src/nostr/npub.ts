import { isHex64 } from './event';

/**
 * NIP-19 `npub` encoding (bech32, BIP-173) of a hex public key, written out because it is all the grid needs
 * from NIP-19 (for the seller in each card's link): nostr-tools' nip19 module brings every entity type and
 * two libraries with it. Decoding stays with nostr-tools (nip19-route.ts), on the pages that need it.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const PREFIX = 'npub';

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit]!;
  }
  return checksum;
}

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

/** `npub1…` for a 64-character lowercase hex public key; throws for anything else. */
export function npubEncode(pubkey: string): string {
  if (!isHex64(pubkey)) throw new Error('Not a hex public key');
  const words = toWords(pubkey);
  const expandedPrefix = [...PREFIX].map((char) => char.charCodeAt(0) >> 5);
  expandedPrefix.push(0, ...[...PREFIX].map((char) => char.charCodeAt(0) & 31));
  const checksum = polymod([...expandedPrefix, ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  for (let index = 0; index < 6; index += 1) words.push((checksum >>> (5 * (5 - index))) & 31);
  return `${PREFIX}1${words.map((word) => CHARSET[word]).join('')}`;
}
