const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/**
 * A blurhash's average colour as `rgb(r, g, b)`, or undefined when the hash is too short or not base 83. Its
 * characters 2–5 are the DC term, the sRGB average itself (blurhash spec), so this costs no decoding: the
 * colour can paint with the first frame, before the full placeholder is decoded.
 */
export function blurhashAverage(hash: string): string | undefined {
  if (hash.length < 6) return undefined;
  let value = 0;
  for (const char of hash.slice(2, 6)) {
    const digit = BASE83.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 83 + digit;
  }
  if (value > 0xffffff) return undefined;
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}
