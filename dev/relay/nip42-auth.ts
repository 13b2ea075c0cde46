import { randomBytes } from 'node:crypto';

import { verifyEvent, type NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';

/** NIP-42 client authentication event kind. */
export const AUTH_KIND = 22242;
/** NIP-59 gift wrap: served only to the authenticated key it is p-tagged to (NIP-17). */
export const GIFT_WRAP_KIND = KIND.giftWrap;
/** How far an AUTH event's created_at may be from the relay's clock (NIP-42 suggests about ten minutes). */
export const AUTH_MAX_SKEW_SECONDS = 10 * 60;

export const AUTH_REASONS = {
  giftWrapsNeedAuth: 'auth-required: gift wraps (kind 1059) are served and counted only for their recipient; authenticate first (NIP-42)',
} as const;

/** A fresh unguessable challenge for one connection. */
export function newChallenge(): string {
  return randomBytes(16).toString('hex');
}

function tagValue(event: NostrEvent, name: string): string | undefined {
  const tag = event.tags.find((candidate) => Array.isArray(candidate) && candidate[0] === name);
  return typeof tag?.[1] === 'string' ? tag[1] : undefined;
}

/** The `host[:port]` of a ws(s) URL in lower case, or undefined when it is not one. */
function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? parsed.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a client's NIP-42 AUTH event, or undefined when it proves its key: kind 22242, a valid
 * id and signature, this connection's challenge, a `relay` tag naming this relay (the host the client
 * connected to, from the HTTP Host header) and a created_at within ten minutes of now.
 */
export function authEventProblem(event: unknown, challenge: string, requestHost: string | undefined, nowSeconds: number): string | undefined {
  if (typeof event !== 'object' || event === null) return 'invalid: AUTH must carry an event';
  const candidate = event as NostrEvent;
  if (candidate.kind !== AUTH_KIND) return `invalid: AUTH event must be kind ${AUTH_KIND}`;
  let valid = false;
  try {
    valid = Array.isArray(candidate.tags) && verifyEvent({ ...candidate });
  } catch {
    valid = false;
  }
  if (!valid) return 'invalid: AUTH event id or signature is wrong';
  if (tagValue(candidate, 'challenge') !== challenge) return 'invalid: AUTH event does not answer this connection’s challenge';
  const relay = tagValue(candidate, 'relay');
  if (relay === undefined || hostOf(relay) === undefined || (requestHost !== undefined && hostOf(relay) !== requestHost.toLowerCase())) {
    return 'invalid: AUTH event names another relay';
  }
  if (Math.abs(candidate.created_at - nowSeconds) > AUTH_MAX_SKEW_SECONDS) return 'invalid: AUTH event is too old or in the future';
  return undefined;
}

type WrapFilter = { kinds?: number[]; '#p'?: string[] };

/**
 * Whether a REQ or COUNT for gift wraps must wait for (more) authentication: some filter asks for kind 1059 and either
 * the connection has proved no key, or the filter's `#p` names a key it has not proved (a client that just
 * switched accounts asks before its new AUTH is through: refusing lets it ask again instead of getting an
 * empty answer).
 */
export function giftWrapsNeedAuth(filters: readonly WrapFilter[], authenticated: ReadonlySet<string>): boolean {
  return filters.some((filter) => {
    if (filter.kinds?.includes(GIFT_WRAP_KIND) !== true) return false;
    const recipients = filter['#p'];
    return recipients === undefined ? authenticated.size === 0 : recipients.some((pubkey) => !authenticated.has(pubkey));
  });
}

/**
 * Whether `event` may go to a connection authenticated as `pubkeys`: everything but gift wraps, and gift
 * wraps only when p-tagged to one of those keys (so a relay never hands someone else's wraps out).
 */
export function mayDeliver(event: NostrEvent, pubkeys: ReadonlySet<string>): boolean {
  if (event.kind !== GIFT_WRAP_KIND) return true;
  return event.tags.some((tag) => tag[0] === 'p' && typeof tag[1] === 'string' && pubkeys.has(tag[1]));
}
