import { bech32Bytes, bytesToHex, firstTlvValues } from './bech32';

/**
 * The hex key of an `npub1…` or `nprofile1…` (NIP-19 TLV 0, 32 bytes), in either case; undefined for anything
 * else. Written out with bech32.ts, as the inline boot script and every screen showing a name need no more of
 * NIP-19; the app's full decoding (nip19-route.ts) reads the rest.
 */
export function profileKeyOf(text: string): string | undefined {
  const lower = text.toLowerCase();
  const prefix = lower.startsWith('npub1') ? 'npub' : lower.startsWith('nprofile1') ? 'nprofile' : undefined;
  // Mixed case is not bech32.
  if (prefix === undefined || (text !== lower && text !== text.toUpperCase())) return undefined;
  const bytes = bech32Bytes(lower, prefix);
  if (bytes === undefined) return undefined;
  const key = prefix === 'npub' ? bytes : firstTlvValues(bytes)?.get(0);
  return key?.length === 32 ? bytesToHex(key) : undefined;
}

/**
 * The person a page address names, as far as the inline boot script can tell before the app has loaded
 * (src/boot-connect.ts): the key of a lowercase `/npub1…` or `/nprofile1…`. Undefined for every other address.
 */
export function profileRoutePubkey(pathname: string): string | undefined {
  const entity = /^\/((?:npub|nprofile)1[a-z0-9]+)$/.exec(pathname)?.[1];
  return entity === undefined ? undefined : profileKeyOf(entity);
}
