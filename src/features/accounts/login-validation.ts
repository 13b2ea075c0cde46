import { BunkerURI } from '@nostrify/nostrify';

import { isHex64 } from '@/nostr/event';
import { normalizeRelayUrl } from '@/nostr/relay-url';

import { LOGIN_MESSAGES } from './login-messages';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** SPEC §5 Secret key format: 'nsec1' followed by exactly 58 alphanumerics. */
const NSEC_FORMAT = /^nsec1[a-zA-Z0-9]{58}$/;

export const BUNKER_PREFIX = 'bunker://';

/** The pasted key, trimmed, when it has the shape of an nsec; decoding is the login's job. */
export function checkNsecInput(input: string): Checked<string> {
  const nsec = input.trim();
  if (nsec === '') return { ok: false, error: LOGIN_MESSAGES.keyEmpty };
  if (!NSEC_FORMAT.test(nsec)) return { ok: false, error: LOGIN_MESSAGES.keyFormat };
  return { ok: true, value: nsec };
}

/** A key file's text: trimmed, it must be an nsec, else the file message of SPEC §5. */
export function checkKeyFileText(text: string): Checked<string> {
  const nsec = text.trim();
  return NSEC_FORMAT.test(nsec) ? { ok: true, value: nsec } : { ok: false, error: LOGIN_MESSAGES.fileInvalid };
}

/**
 * A bunker URI checked as SPEC §5 asks: not empty, the bunker:// prefix, a signer pubkey (hex, since NIP-46
 * addresses the signer by it) and at least one usable ws(s) relay. The URI is rebuilt with only the usable
 * relays, canonical, so the connection never tries to open a malformed one.
 */
export function checkBunkerUri(input: string): Checked<string> {
  const uri = input.trim();
  if (uri === '') return { ok: false, error: LOGIN_MESSAGES.bunkerEmpty };
  if (!uri.startsWith(BUNKER_PREFIX)) return { ok: false, error: LOGIN_MESSAGES.bunkerPrefix };
  let parsed: BunkerURI;
  try {
    parsed = new BunkerURI(uri);
  } catch {
    return { ok: false, error: LOGIN_MESSAGES.bunkerInvalid };
  }
  if (!isHex64(parsed.pubkey)) return { ok: false, error: LOGIN_MESSAGES.bunkerInvalid };
  const relays = parsed.relays
    .map((relay) => normalizeRelayUrl(relay))
    .filter((relay, index, all): relay is string => relay !== undefined && all.indexOf(relay) === index);
  if (relays.length === 0) return { ok: false, error: LOGIN_MESSAGES.bunkerNoRelay };
  return { ok: true, value: BunkerURI.fromJSON({ pubkey: parsed.pubkey, relays, secret: parsed.secret }).toString() };
}
