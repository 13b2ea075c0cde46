import { decode, type DecodedResult } from 'nostr-tools/nip19';

import { isHex64 } from './event';
import { normalizeRelayUrl } from './relay-url';

/** What a `/{nip19}` route segment (or a `nostr:` mention) points at. Secret keys are never decoded into this. */
export type RouteIdentifier =
  | { type: 'profile'; pubkey: string; relays: string[] }
  | { type: 'note'; id: string }
  | { type: 'event'; id: string; relays: string[]; author?: string; kind?: number }
  | { type: 'address'; kind: number; pubkey: string; identifier: string; relays: string[] }
  | { type: 'invalid' };

const INVALID: RouteIdentifier = { type: 'invalid' };

/** NIP-19 caps TLV entities; nostr-tools refuses longer strings anyway, we refuse them before decoding. */
const MAX_BECH32_LENGTH = 5000;
const MAX_RELAY_HINTS = 10;

/** Relay hints are untrusted text: keep valid ws(s) URLs only, canonical and distinct. */
function relayHints(relays: readonly string[] | undefined): string[] {
  const hints: string[] = [];
  for (const relay of relays ?? []) {
    const url = normalizeRelayUrl(relay);
    if (url !== undefined && !hints.includes(url)) hints.push(url);
    if (hints.length >= MAX_RELAY_HINTS) break;
  }
  return hints;
}

function isKind(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 65_535;
}

function fromDecoded(decoded: DecodedResult): RouteIdentifier {
  switch (decoded.type) {
    case 'npub':
      return isHex64(decoded.data) ? { type: 'profile', pubkey: decoded.data, relays: [] } : INVALID;
    case 'nprofile':
      return isHex64(decoded.data.pubkey)
        ? { type: 'profile', pubkey: decoded.data.pubkey, relays: relayHints(decoded.data.relays) }
        : INVALID;
    case 'note':
      return isHex64(decoded.data) ? { type: 'note', id: decoded.data } : INVALID;
    case 'nevent': {
      const { id, author, kind, relays } = decoded.data;
      if (!isHex64(id) || (author !== undefined && !isHex64(author)) || (kind !== undefined && !isKind(kind))) {
        return INVALID;
      }
      const result: RouteIdentifier = { type: 'event', id, relays: relayHints(relays) };
      if (author !== undefined) result.author = author;
      if (kind !== undefined) result.kind = kind;
      return result;
    }
    case 'naddr': {
      const { kind, pubkey, identifier, relays } = decoded.data;
      if (!isKind(kind) || !isHex64(pubkey)) return INVALID;
      return { type: 'address', kind, pubkey, identifier, relays: relayHints(relays) };
    }
    default:
      // nsec and anything newer: a secret key must never be rendered or routed.
      return INVALID;
  }
}

/**
 * Decodes a NIP-19 route segment, with or without a `nostr:` prefix (NIP-21). npub/nprofile → profile,
 * note → note, nevent → event, naddr → address; nsec, unknown prefixes and undecodable text → invalid.
 * Never throws.
 */
export function decodeRouteIdentifier(segment: string): RouteIdentifier {
  if (typeof segment !== 'string') return INVALID;
  const code = segment.trim().replace(/^nostr:/i, '');
  if (code.length === 0 || code.length > MAX_BECH32_LENGTH || /^nsec1/i.test(code)) return INVALID;
  try {
    return fromDecoded(decode(code));
  } catch {
    return INVALID;
  }
}

/** 'note1abcdefgh…wxyz': enough of a bech32 identifier to recognise it without wrapping a whole line. */
export function shortIdentifier(bech32: string): string {
  return bech32.length <= 20 ? bech32 : `${bech32.slice(0, 12)}…${bech32.slice(-4)}`;
}
