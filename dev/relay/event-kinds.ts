import type { NostrEvent } from 'nostr-tools';

import { KIND } from '../../src/config/constants';

/**
 * NIP-01 kind classes. Written here rather than taken from the library, whose list also treats
 * kind 41 as replaceable.
 */
export function isReplaceableKind(kind: number): boolean {
  return kind === KIND.profile || kind === KIND.contactList || (kind >= 10_000 && kind < 20_000);
}

export function isAddressableKind(kind: number): boolean {
  return kind >= 30_000 && kind < 40_000;
}

export const DELETION_KIND = KIND.deletion;
export const LISTING_KIND = KIND.listing;

/**
 * The `d` part of an event's `kind:pubkey:d` coordinate, or null for regular and ephemeral events.
 * Mirrors the repository's rule (first non-empty `d` tag, else '') so a deletion by coordinate
 * hits exactly the row the repository keyed the event under.
 */
export function coordinateDValue(event: NostrEvent): string | null {
  if (isReplaceableKind(event.kind)) return '';
  if (!isAddressableKind(event.kind)) return null;
  const dTag = event.tags.find(([name, value]) => name === 'd' && Boolean(value));
  return dTag?.[1] ?? '';
}

/**
 * NIP-40: whether the event's `expiration` time has passed. Parsed with parseInt like the library
 * does, so the wrapper and the library never disagree about which events are expired.
 */
export function isExpired(event: NostrEvent, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const value = event.tags.find(([name]) => name === 'expiration')?.[1];
  if (value === undefined) return false;
  const expiration = Number.parseInt(value, 10);
  return !Number.isNaN(expiration) && expiration < nowSeconds;
}
