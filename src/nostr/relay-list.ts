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
const HEXTET = /^[0-9a-f]{1,4}$/;

/** Names that resolve to this machine or the local network by convention (RFC 6761, 6762, 8375; ICANN's `.internal`). */
const LOCAL_NAMES = ['localhost', 'local', 'internal', 'home.arpa'];

/**
 * Loopback, "this network", RFC 1918 private, CGNAT shared (100.64.0.0/10, RFC 6598), link-local, and
 * multicast or reserved (224.0.0.0 and up): none is a public relay.
 */
function isLocalIpv4(a: number, b: number): boolean {
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
}

/** The colon-separated groups of one side of an IPv6 address's `::`. */
function groupsOf(part: string): string[] {
  return part === '' ? [] : part.split(':');
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const tail: number[] = [];
  const ipv4 = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(text);
  if (ipv4) {
    const bytes = ipv4[2]!.split('.').map(Number);
    if (bytes.some((byte) => byte > 255)) return undefined;
    tail.push(bytes[0]! * 256 + bytes[1]!, bytes[2]! * 256 + bytes[3]!);
    text = ipv4[1]!.endsWith('::') ? ipv4[1]! : ipv4[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (![...head, ...rest].every((group) => HEXTET.test(group))) return undefined;
  const missing = 8 - head.length - rest.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head.map((group) => parseInt(group, 16)), ...Array.from({ length: missing }, () => 0), ...rest.map((group) => parseInt(group, 16)), ...tail];
}

/**
 * Loopback and unspecified (`::1`, `::`, and the deprecated IPv4-compatible `::a.b.c.d`: ::/96), IPv4-mapped
 * (`::ffff:a.b.c.d`, whatever the IPv4 address: nobody names a public relay that way), NAT64 (`64:ff9b::/96`
 * and the local-use `64:ff9b:1::/48`, which reach IPv4 addresses, private ones included), unique local
 * (fc00::/7), link-local (fe80::/10) and site-local (fec0::/10). An address that does not parse counts as local.
 */
function isLocalIpv6(address: string): boolean {
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  if (groups === undefined) return true;
  const [g0, g1, g2, g3, g4, g5] = groups as [number, number, number, number, number, number];
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroPrefix && (g5 === 0 || g5 === 0xffff)) return true;
  if (g0 === 0x64 && g1 === 0xff9b && (g2 === 1 || (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0))) return true;
  return (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0;
}

/**
 * Whether a host (a URL's hostname, a NIP-05 domain) is loopback, link-local, private or otherwise on the
 * local network: the names of {@link LOCAL_NAMES} and their subdomains (with or without the trailing dot of a
 * fully qualified name), and the IPv4 and IPv6 ranges of `isLocalIpv4` and `isLocalIpv6`. Best effort
 * (docs/architecture.md §11): a public name may still resolve to a private address, which only the browser's
 * own protections (Private Network Access) can catch.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host.includes(':')) return isLocalIpv6(host);
  if (LOCAL_NAMES.some((name) => host === name || host.endsWith(`.${name}`))) return true;
  // Other spellings of an IPv4 address (`0x7f.1`, `2130706433`) as a URL reads them.
  let canonical = host;
  try {
    canonical = new URL(`http://${host}`).hostname;
  } catch {
    // Not a host a URL can hold: judged as written.
  }
  const ipv4 = IPV4.exec(canonical);
  return ipv4 !== null && isLocalIpv4(Number(ipv4[1]), Number(ipv4[2]));
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
