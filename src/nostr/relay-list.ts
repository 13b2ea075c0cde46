import { KIND } from '@/config/constants';

import type { EventTemplate, NostrEvent } from './event';
import { normalizeRelayUrl } from './relay-url';

/** One relay of a NIP-65 list: read, write, or both (no marker). */
export interface RelayListEntry {
  url: string;
  read: boolean;
  write: boolean;
}

export interface RelayList {
  /** Every usable entry, in the list's order, each URL once. */
  entries: RelayListEntry[];
  read: string[];
  write: string[];
}

/** Which relay URLs from other people's events this page may contact. */
export interface RelayUrlPolicy {
  /**
   * Plain `ws://` and loopback/private hosts are allowed only when the app itself runs on a loopback or
   * private origin (development, the embedded relays, tests); a public https app never contacts them.
   */
  allowLocal: boolean;
}

/** How many entries of a list are considered at all: a list with 500 relays must not mean 500 sockets. */
export const MAX_RELAY_LIST_ENTRIES = 20;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether a URL's host is loopback, link-local or in a private range (RFC 1918, RFC 4193), or `.local`. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host === '0.0.0.0') return true;
  const ipv4 = IPV4.exec(host);
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
    return a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (host.includes(':')) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/** The policy for a page served from `location`: local relays only for a local app. */
export function relayPolicyFor(location: Pick<Location, 'hostname'>): RelayUrlPolicy {
  return { allowLocal: isLocalHost(location.hostname) };
}

/**
 * A relay URL from someone else's event (a NIP-65 list, a kind 10050 list, an naddr hint), in its canonical
 * spelling, or undefined when it must not be contacted: malformed, not `wss://` on a public app, or a
 * loopback/private address on a public app.
 */
export function acceptRelayUrl(value: unknown, policy: RelayUrlPolicy): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = normalizeRelayUrl(value);
  if (url === undefined) return undefined;
  if (policy.allowLocal) return url;
  const parsed = new URL(url);
  return parsed.protocol === 'wss:' && !isLocalHost(parsed.hostname) ? url : undefined;
}

/**
 * Reads a NIP-65 relay list (kind 10002): `r` tags with an optional `read` or `write` marker (none means
 * both). Unusable URLs are dropped by `policy`, repeats merged (their markers combined), and only the first
 * {@link MAX_RELAY_LIST_ENTRIES} distinct usable relays are kept. Never throws.
 */
export function parseRelayList(event: Pick<NostrEvent, 'kind' | 'tags'>, policy: RelayUrlPolicy): RelayList {
  const byUrl = new Map<string, RelayListEntry>();
  if (event.kind === KIND.relayList && Array.isArray(event.tags)) {
    for (const tag of event.tags) {
      if (!Array.isArray(tag) || tag[0] !== 'r') continue;
      const url = acceptRelayUrl(tag[1], policy);
      if (url === undefined) continue;
      const marker = typeof tag[2] === 'string' ? tag[2].trim().toLowerCase() : '';
      const read = marker !== 'write';
      const write = marker !== 'read';
      const known = byUrl.get(url);
      if (known) {
        known.read ||= read;
        known.write ||= write;
      } else if (byUrl.size < MAX_RELAY_LIST_ENTRIES) {
        byUrl.set(url, { url, read, write });
      }
    }
  }
  const entries = [...byUrl.values()];
  return {
    entries,
    read: entries.filter((entry) => entry.read).map((entry) => entry.url),
    write: entries.filter((entry) => entry.write).map((entry) => entry.url),
  };
}

/**
 * A kind 10002 list with `entries`, keeping every tag of `previous` that is not an `r` tag (other clients'
 * additions survive an edit). A relay that is both read and write carries no marker, as NIP-65 says.
 */
export function buildRelayListEvent(entries: readonly RelayListEntry[], createdAt: number, previous?: Pick<NostrEvent, 'tags' | 'content'>): EventTemplate {
  const kept = (previous?.tags ?? []).filter((tag) => Array.isArray(tag) && tag[0] !== 'r');
  const relayTags = entries
    .filter((entry) => entry.read || entry.write)
    .map((entry) => (entry.read && entry.write ? ['r', entry.url] : ['r', entry.url, entry.read ? 'read' : 'write']));
  return { kind: KIND.relayList, content: previous?.content ?? '', tags: [...relayTags, ...kept], created_at: createdAt };
}
