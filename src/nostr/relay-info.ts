/**
 * NIP-11 relay information, as far as the app uses it: whether a relay announces NIP-50 search (docs/product.md
 * §7 Search request). Pure; the fetch and its cache live in the listings feature.
 */

/** The NIP-11 document's address for a relay's WebSocket URL: the same host over HTTP(S); undefined if not a relay URL. */
export function relayInfoUrl(relay: string): string | undefined {
  let url: URL;
  try {
    url = new URL(relay);
  } catch {
    return undefined;
  }
  if (url.protocol === 'wss:') url.protocol = 'https:';
  else if (url.protocol === 'ws:') url.protocol = 'http:';
  else return undefined;
  url.hash = '';
  return url.toString();
}

/** Whether a NIP-11 document (anything a relay sent, unchecked) lists `nip` in `supported_nips`. */
export function announcesNip(document: unknown, nip: number): boolean {
  if (typeof document !== 'object' || document === null || !('supported_nips' in document)) return false;
  const nips: unknown = document.supported_nips;
  // Some relays write the numbers as strings.
  return Array.isArray(nips) && nips.some((entry) => entry === nip || entry === String(nip));
}
