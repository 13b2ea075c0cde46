import { getEventHash, verifyEvent, type NostrEvent } from 'nostr-tools';

import { isExpired } from './event-kinds';
import { DEFAULT_ABUSE_LIMITS, RELAY_LIMITS } from './relay-limits';

export type EventValidation = { ok: true; event: NostrEvent } | { ok: false; reason: string };

const HEX_64 = /^[0-9a-f]{64}$/;
const HEX_128 = /^[0-9a-f]{128}$/;
const MAX_KIND = 65_535;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isTagList(value: unknown): value is string[][] {
  return Array.isArray(value) && value.every(isStringArray);
}

/** The event's NIP-01 fields as a fresh object, or the first problem with its shape. No hashing yet. */
function parseShape(input: Record<string, unknown>): NostrEvent | string {
  const { id, pubkey, sig, kind, created_at, tags, content } = input;
  if (typeof id !== 'string' || !HEX_64.test(id)) return 'id must be 64 lowercase hex characters';
  if (typeof pubkey !== 'string' || !HEX_64.test(pubkey)) {
    return 'pubkey must be 64 lowercase hex characters';
  }
  if (typeof sig !== 'string' || !HEX_128.test(sig)) return 'sig must be 128 lowercase hex characters';
  if (typeof kind !== 'number' || !Number.isInteger(kind) || kind < 0 || kind > MAX_KIND) {
    return `kind must be an integer from 0 to ${MAX_KIND}`;
  }
  if (typeof created_at !== 'number' || !Number.isSafeInteger(created_at) || created_at < 0) {
    return 'created_at must be a non-negative integer';
  }
  if (!isTagList(tags)) return 'tags must be an array of string arrays';
  if (tags.length > RELAY_LIMITS.maxEventTags) return `too many tags (max ${RELAY_LIMITS.maxEventTags})`;
  if (typeof content !== 'string') return 'content must be a string';
  return { id, pubkey, created_at, kind, tags, content, sig };
}

/**
 * Checks an incoming event completely before the library sees it: the library assumes a well-formed
 * object and would throw (or store garbage) otherwise. The event returned is a fresh plain object
 * with only the NIP-01 fields, so extra properties are never stored and a stale nostr-tools
 * "verified" marker on an in-process object cannot vouch for a signature changed afterwards.
 */
export function validateEvent(
  input: unknown,
  nowSeconds = Math.floor(Date.now() / 1000),
  maxFutureSeconds = DEFAULT_ABUSE_LIMITS.maxFutureSeconds,
): EventValidation {
  if (!isRecord(input)) return { ok: false, reason: 'invalid: event must be a JSON object' };
  const event = parseShape(input);
  if (typeof event === 'string') return { ok: false, reason: `invalid: ${event}` };

  if (getEventHash(event) !== event.id) return { ok: false, reason: 'invalid: bad event id' };
  if (!verifyEvent(event)) return { ok: false, reason: 'invalid: bad signature' };
  // NIP-26 makes the library's stored author differ from `pubkey`, which filters and deletions use.
  if (event.tags.some(([name]) => name === 'delegation')) {
    return { ok: false, reason: 'blocked: NIP-26 delegated events are not accepted' };
  }
  if (isExpired(event, nowSeconds)) return { ok: false, reason: 'invalid: event has expired' };
  // A date far ahead would keep the event first in every "newest" list (docs/architecture.md §12).
  if (event.created_at > nowSeconds + maxFutureSeconds) {
    return { ok: false, reason: `invalid: created_at is more than ${maxFutureSeconds} seconds in the future` };
  }
  return { ok: true, event };
}

/** The id to put in an OK reply for an event we refuse, when the client gave us one at all. */
export function claimedEventId(input: unknown): string | null {
  return isRecord(input) && typeof input.id === 'string' ? input.id.slice(0, 64) : null;
}
