import type { NostrEvent } from '@nostrify/nostrify';

export type { NostrEvent, NostrFilter } from '@nostrify/nostrify';

/** What a builder returns: an event before the signer adds `pubkey`, `id` and `sig`. */
export interface EventTemplate {
  kind: number;
  content: string;
  tags: string[][];
  created_at: number;
}

/**
 * Anything with tags. The type is deliberately loose: events come from relays we do not control, and the
 * helpers below must not throw when `tags` (or a tag) is not the array of strings NIP-01 promises.
 */
export interface Tagged {
  readonly tags?: unknown;
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** A lowercase 64-character hex string: the form of event ids and public keys (NIP-01). */
export function isHex64(value: unknown): value is string {
  return typeof value === 'string' && HEX_64.test(value);
}

/**
 * The leading run of string elements of a tag named `name`, or undefined when the value is not a tag of
 * that name. Truncating at the first non-string keeps every position meaningful (`price` reads index 2 as
 * the currency), so a hostile `['price', '5', 7, 'month']` yields `['price', '5']`.
 */
function readTag(tag: unknown, name: string): string[] | undefined {
  if (!Array.isArray(tag) || tag[0] !== name || typeof tag[1] !== 'string') return undefined;
  const values: string[] = [];
  for (const element of tag) {
    if (typeof element !== 'string') break;
    values.push(element);
  }
  return values;
}

function tagsOf(event: Tagged): readonly unknown[] {
  return Array.isArray(event.tags) ? event.tags : [];
}

/** The first well-formed tag named `name` (name and at least one string value), as a string array. */
export function firstTag(event: Tagged, name: string): string[] | undefined {
  for (const tag of tagsOf(event)) {
    const values = readTag(tag, name);
    if (values) return values;
  }
  return undefined;
}

/** The value (index 1) of the first well-formed tag named `name`. */
export function firstTagValue(event: Tagged, name: string): string | undefined {
  return firstTag(event, name)?.[1];
}

/** The values (index 1) of every well-formed tag named `name`, in order, duplicates kept. */
export function tagValues(event: Tagged, name: string): string[] {
  const values: string[] = [];
  for (const tag of tagsOf(event)) {
    const value = readTag(tag, name)?.[1];
    if (value !== undefined) values.push(value);
  }
  return values;
}

/** Whether some tag named `name` has exactly `value` at index 1. */
export function hasTagValue(event: Tagged, name: string, value: string): boolean {
  return tagsOf(event).some((tag) => readTag(tag, name)?.[1] === value);
}

/**
 * Whether `value` has the shape of a NIP-01 event: hex id and pubkey, integer kind and time, string content
 * and signature, and an array of tags. Signatures are checked by the relay layer, not here; this only keeps
 * malformed objects away from code that reads their fields.
 */
export function isEventShape(value: unknown): value is NostrEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    isHex64(event.id) &&
    isHex64(event.pubkey) &&
    Number.isSafeInteger(event.kind) &&
    (event.kind as number) >= 0 &&
    Number.isSafeInteger(event.created_at) &&
    (event.created_at as number) >= 0 &&
    typeof event.content === 'string' &&
    typeof event.sig === 'string' &&
    Array.isArray(event.tags)
  );
}
