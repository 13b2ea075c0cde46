import { MAX_PUBLISH_RELAYS } from '@/config/constants';

export const INVALID_RELAY_URL = 'Invalid relay URL';

const MAX_RELAY_URL_LENGTH = 2048;
const WEBSOCKET_PREFIX = /^wss?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
// oxlint-disable-next-line no-control-regex -- refusing control characters is the point of this pattern
const WHITESPACE_OR_CONTROL = /[\u0000-\u0020\u007f-\u009f]/;

/** Parses a ws(s) URL with a host, or returns undefined. */
function parseRelayUrl(value: string): URL | undefined {
  if (value.length > MAX_RELAY_URL_LENGTH || !WEBSOCKET_PREFIX.test(value) || WHITESPACE_OR_CONTROL.test(value)) {
    return undefined;
  }
  try {
    const url = new URL(value);
    const isWebSocket = url.protocol === 'ws:' || url.protocol === 'wss:';
    return isWebSocket && url.hostname !== '' && url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one spelling of a relay URL used for storage and comparison: lowercase scheme and host, no default
 * port, no fragment, and no trailing slash (`wss://relay.example/` and `wss://relay.example` are one relay).
 */
function canonical(url: URL): string {
  url.hash = '';
  const href = url.href;
  return url.search === '' ? href.replace(/\/+$/, '') : href;
}

/** docs/product.md §5: starts with ws:// or wss:// and parses as a URL with a host. */
export function isRelayUrl(url: unknown): url is string {
  return typeof url === 'string' && parseRelayUrl(url) !== undefined;
}

/** The canonical spelling of a relay URL, or undefined when it is not one. */
export function normalizeRelayUrl(url: string): string | undefined {
  const parsed = parseRelayUrl(url.trim());
  return parsed === undefined ? undefined : canonical(parsed);
}

export type RelayUrlResult = { ok: true; url: string } | { ok: false; error: typeof INVALID_RELAY_URL };

/**
 * A relay URL typed by the user (docs/product.md §5): trimmed; `wss://` prepended when no scheme is given; then it must
 * parse as a ws:// or wss:// URL. `relay.example.com` becomes `wss://relay.example.com`; `https://…` is refused.
 */
export function normalizeCustomRelayUrl(input: string): RelayUrlResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: INVALID_RELAY_URL };
  const withScheme = ANY_SCHEME.test(trimmed) ? trimmed : `wss://${trimmed}`;
  const url = normalizeRelayUrl(withScheme);
  return url === undefined ? { ok: false, error: INVALID_RELAY_URL } : { ok: true, url };
}

/**
 * Where to publish (docs/product.md §7): the current relay first, then the presets, distinct after normalisation,
 * invalid entries skipped, at most `max`.
 */
export function publishRelays(
  current: string,
  presets: readonly (string | { readonly url: string })[],
  max: number = MAX_PUBLISH_RELAYS,
): string[] {
  const relays: string[] = [];
  for (const entry of [current, ...presets]) {
    if (relays.length >= max) break;
    const url = normalizeRelayUrl(typeof entry === 'string' ? entry : entry.url);
    if (url !== undefined && !relays.includes(url)) relays.push(url);
  }
  return relays;
}
