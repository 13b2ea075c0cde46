import { getEventHash, verifyEvent, type NostrEvent } from 'nostr-tools/pure';
import { z } from 'zod';

import { KIND } from '../../src/config/constants';

/**
 * BUD-01/02 authorization: `Authorization: Nostr <base64 of a signed kind-24242 event>`.
 * Each failure has its own reason so a client (and a developer reading `X-Reason`) knows exactly what to fix.
 */

export const BLOSSOM_AUTH_KIND = KIND.uploadAuth;

/** Clients' clocks drift; an event a little ahead of ours is still accepted. */
export const ALLOWED_CLOCK_SKEW_SECONDS = 60;

/**
 * The longest an authorization may stay valid, counted from now (docs/architecture.md §12): a leaked token
 * (logs, a proxy, another server it was shown to) is worth an hour at most. The app signs 60 s ones.
 */
export const MAX_AUTH_LIFETIME_SECONDS = 60 * 60;

export type AuthAction = 'upload' | 'delete';

export const AUTH_REASONS = {
  missingHeader: 'Missing Authorization header',
  wrongScheme: 'Authorization header must use the "Nostr" scheme',
  badBase64: 'Authorization token is not valid base64',
  badJson: 'Authorization token is not valid JSON',
  malformedEvent: 'Authorization event is not a well-formed Nostr event',
  wrongKind: `Authorization event must be kind ${BLOSSOM_AUTH_KIND}`,
  badId: 'Authorization event id does not match its content',
  badSignature: 'Authorization event signature is invalid',
  createdInFuture: 'Authorization event created_at is in the future',
  wrongAction: (action: AuthAction): string => `Authorization event t tag must be "${action}"`,
  missingExpiration: 'Authorization event has no valid expiration tag',
  expired: 'Authorization event has expired',
  expiresTooLate: `Authorization event expiration is more than ${MAX_AUTH_LIFETIME_SECONDS} seconds ahead`,
  otherServer: 'Authorization event server tags name other servers, not this one',
  missingHash: 'Authorization event has no x tag',
  hashMismatch: 'Authorization x tag does not match the sha256 of the blob',
  sizeMismatch: 'Authorization size tag does not match the blob size',
} as const;

export type AuthResult = { ok: true; event: NostrEvent } | { ok: false; reason: string };

const HEX_64 = /^[0-9a-f]{64}$/;
const BASE64_TOKEN = /^[A-Za-z0-9+/_-]+={0,2}$/;

const nostrEventSchema = z.object({
  id: z.string().regex(HEX_64),
  pubkey: z.string().regex(HEX_64),
  sig: z.string().regex(/^[0-9a-f]{128}$/),
  kind: z.number().int().nonnegative(),
  created_at: z.number().int().nonnegative(),
  tags: z.array(z.array(z.string())),
  content: z.string(),
});

/**
 * Everything that can be checked before the body arrives: scheme, encoding, shape, kind, id, signature,
 * timestamps (an expiration at most an hour ahead), the `t` action and, when the event has `server` tags,
 * that one names this server: the host of `serverUrl`, its public URL. Not the request's Host header,
 * which the sender chooses: a token scoped to another server replayed here must fail. The blob-specific
 * `x`/`size` checks follow in {@link checkAuthorizedBlob}.
 */
export function verifyAuthorizationHeader(
  header: string | undefined,
  action: AuthAction,
  serverUrl: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AuthResult {
  if (!header || header.trim() === '') return fail(AUTH_REASONS.missingHeader);
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'nostr' || !token || rest.length > 0) return fail(AUTH_REASONS.wrongScheme);
  if (!BASE64_TOKEN.test(token)) return fail(AUTH_REASONS.badBase64);

  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return fail(AUTH_REASONS.badJson);
  }

  const parsed = nostrEventSchema.safeParse(decoded);
  if (!parsed.success) return fail(AUTH_REASONS.malformedEvent);
  const event: NostrEvent = parsed.data;

  if (event.kind !== BLOSSOM_AUTH_KIND) return fail(AUTH_REASONS.wrongKind);
  if (getEventHash(event) !== event.id) return fail(AUTH_REASONS.badId);
  if (!verifyEvent(event)) return fail(AUTH_REASONS.badSignature);
  if (event.created_at > nowSeconds + ALLOWED_CLOCK_SKEW_SECONDS) return fail(AUTH_REASONS.createdInFuture);
  if (!event.tags.some(([name, value]) => name === 't' && value === action)) {
    return fail(AUTH_REASONS.wrongAction(action));
  }

  const expiration = Number(tagValue(event, 'expiration'));
  if (!Number.isInteger(expiration) || expiration <= 0) return fail(AUTH_REASONS.missingExpiration);
  if (expiration <= nowSeconds) return fail(AUTH_REASONS.expired);
  if (expiration > nowSeconds + MAX_AUTH_LIFETIME_SECONDS) return fail(AUTH_REASONS.expiresTooLate);
  if (!scopedTo(event, serverUrl)) return fail(AUTH_REASONS.otherServer);

  return { ok: true, event };
}

/**
 * Blossom's tag scoping (BUD-11): without `server` tags a token is valid anywhere; with them, one must be
 * this server's domain name. The spec asks for a bare lowercase domain; the older full-URL form (BUD-01's
 * `get` example) is read for its host name too. Ports are not part of a domain name, so they are ignored.
 */
function scopedTo(event: NostrEvent, serverUrl: string): boolean {
  const scopes = event.tags.filter(([name]) => name === 'server').map(([, value]) => hostnameOf(value ?? ''));
  if (scopes.length === 0) return true;
  const ours = hostnameOf(serverUrl);
  return ours !== undefined && scopes.includes(ours);
}

/** The lowercase host name in a bare name, `name:port` or a URL; undefined when there is none. */
function hostnameOf(value: string): string | undefined {
  try {
    const hostname = new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
    return hostname === '' ? undefined : hostname;
  } catch {
    return undefined;
  }
}

/** The event must name this blob in an `x` tag; a `size` tag, when present, must match too. */
export function checkAuthorizedBlob(event: NostrEvent, sha256: string, size?: number): string | null {
  const hashes = event.tags.filter(([name]) => name === 'x').map(([, value]) => value);
  if (hashes.length === 0) return AUTH_REASONS.missingHash;
  if (!hashes.includes(sha256)) return AUTH_REASONS.hashMismatch;
  const declaredSize = tagValue(event, 'size');
  if (size !== undefined && declaredSize !== undefined && Number(declaredSize) !== size) {
    return AUTH_REASONS.sizeMismatch;
  }
  return null;
}

function tagValue(event: NostrEvent, name: string): string | undefined {
  return event.tags.find(([tagName]) => tagName === name)?.[1];
}

function fail(reason: string): AuthResult {
  return { ok: false, reason };
}
