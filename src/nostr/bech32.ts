/**
 * The bech32 checksum and data alphabet (BIP-173), written out for the few NIP-19 strings the home grid and
 * the inline boot script handle (npub.ts, listing-route.ts) without nostr-tools' NIP-19 module and its two
 * libraries. Everything else decodes with nostr-tools (nip19-route.ts).
 */
export const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** NIP-19 strings are at most this long (nostr-tools' limit). */
const MAX_LENGTH = 5000;

export function bech32Polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit += 1) if ((top >>> bit) & 1) checksum ^= GENERATOR[bit]!;
  }
  return checksum;
}

/** The prefix as the checksum reads it: high bits, a zero, low bits. */
export function bech32PrefixWords(prefix: string): number[] {
  const codes = [...prefix].map((char) => char.charCodeAt(0));
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)];
}

/**
 * The bytes of a lowercase bech32 string with the given prefix (`npub`, `naddr`, …); undefined when it has
 * another prefix, a character outside the alphabet, a wrong checksum or non-zero padding.
 */
export function bech32Bytes(text: string, prefix: string): Uint8Array | undefined {
  if (text.length > MAX_LENGTH || !text.startsWith(`${prefix}1`)) return undefined;
  const words: number[] = [];
  for (const char of text.slice(prefix.length + 1)) {
    const word = BECH32_CHARSET.indexOf(char);
    if (word < 0) return undefined;
    words.push(word);
  }
  if (words.length < 6 || bech32Polymod([...bech32PrefixWords(prefix), ...words]) !== 1) return undefined;
  const bytes: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const word of words.slice(0, -6)) {
    accumulator = ((accumulator << 5) | word) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >>> bits) & 0xff);
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return undefined;
  return Uint8Array.from(bytes);
}

/** Lowercase hex of `bytes`. */
export function bytesToHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A NIP-19 TLV payload's first value of each type; undefined when a value runs past the end. Later values of
 * a type (more relays) are not needed by the boot script.
 */
export function firstTlvValues(bytes: Uint8Array): Map<number, Uint8Array> | undefined {
  const first = new Map<number, Uint8Array>();
  for (let at = 0; at < bytes.length; ) {
    const type = bytes[at]!;
    const length = bytes[at + 1] ?? 0;
    const value = bytes.subarray(at + 2, at + 2 + length);
    if (value.length < length) return undefined;
    if (!first.has(type)) first.set(type, value);
    at += 2 + length;
  }
  return first;
}
