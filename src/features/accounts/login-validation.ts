import { BunkerURI } from '@nostrify/nostrify';

import { isHex64 } from '@/nostr/event';
import { normalizeRelayUrl } from '@/nostr/relay-url';

import { LOGIN_MESSAGES } from './login-messages';
import { isNcryptsec } from './protected-key-store';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** docs/product.md §5 Secret key format: 'nsec1' followed by exactly 58 alphanumerics. */
const NSEC_FORMAT = /^nsec1[a-zA-Z0-9]{58}$/;

export const BUNKER_PREFIX = 'bunker://';

/** The pasted key, trimmed, when it has the shape of an nsec; decoding is the login's job. */
export function checkNsecInput(input: string): Checked<string> {
  const nsec = input.trim();
  if (nsec === '') return { ok: false, error: LOGIN_MESSAGES.keyEmpty };
  if (!NSEC_FORMAT.test(nsec)) return { ok: false, error: LOGIN_MESSAGES.keyFormat };
  return { ok: true, value: nsec };
}

/** Whether the key field holds a password-protected key (NIP-49) rather than an nsec. */
export function isNcryptsecInput(input: string): boolean {
  return input.trim().startsWith('ncryptsec1');
}

/** A pasted `ncryptsec1…`, trimmed, and the password to open it (not trimmed: spaces may be part of it). */
export function checkNcryptsecInput(input: string, password: string): Checked<{ ncryptsec: string; password: string }> {
  const ncryptsec = input.trim();
  if (!isNcryptsec(ncryptsec)) return { ok: false, error: LOGIN_MESSAGES.ncryptsecInvalid };
  if (password === '') return { ok: false, error: LOGIN_MESSAGES.keyPasswordEmpty };
  return { ok: true, value: { ncryptsec, password } };
}

export const MIN_KEY_PASSWORD_LENGTH = 8;

/** A new password for a stored key: long enough (in characters, not bytes) and typed the same twice. */
export function checkNewPassword(password: string, confirmation: string): Checked<string> {
  if ([...password].length < MIN_KEY_PASSWORD_LENGTH) return { ok: false, error: LOGIN_MESSAGES.passwordTooShort };
  if (password !== confirmation) return { ok: false, error: LOGIN_MESSAGES.passwordMismatch };
  return { ok: true, value: password };
}

/** A key file's text: trimmed, it must be an nsec, else the file message of docs/product.md §5. */
export function checkKeyFileText(text: string): Checked<string> {
  const nsec = text.trim();
  return NSEC_FORMAT.test(nsec) ? { ok: true, value: nsec } : { ok: false, error: LOGIN_MESSAGES.fileInvalid };
}

/**
 * A bunker URI checked as docs/product.md §5 asks: not empty, the bunker:// prefix, a signer pubkey (hex, since NIP-46
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
