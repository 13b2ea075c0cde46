import { KIND } from '@/config/constants';

import type { EventTemplate, NostrEvent } from './event';
import { isNewerVersion } from './event-store-rules';
import { acceptRelayUrl, type RelayListEntry, type RelayUrlPolicy } from './relay-list';
import { INVALID_RELAY_URL, normalizeRelayUrl } from './relay-url';

/**
 * Editing the signed-in user's own NIP-65 relay list (kind 10002) without losing what other clients wrote
 * in it. Every operation works on the RAW tags of the previous event, not on `parseRelayList`'s view of them:
 * that view drops relays this page may not contact (ws://, private hosts), stops at 20 entries and ignores
 * non-`r` tags, so rebuilding a list from it would silently delete other apps' entries. Here a tag is only
 * ever touched when it is an `r` tag for the relay being edited; everything else is kept byte for byte and in
 * order, including tags that are not even well formed (docs/architecture.md §7: relay data is untrusted, but
 * it is the user's data and not ours to clean up).
 */

/** Read from a relay, write to it, or both (NIP-65: no marker means both). */
export interface RelayMode {
  read: boolean;
  write: boolean;
}

/** One change the user made in the editor; kept as an operation so it can be replayed on a newer list. */
export type RelayEdit =
  | { type: 'add'; url: string }
  | { type: 'set'; url: string; read: boolean; write: boolean }
  | { type: 'remove'; url: string };

/**
 * How many relays a new list is published to in all: the user's current write relays plus the relays the
 * list names (NIP-65 asks to spread the list widely, but a list of 500 must not mean 500 sockets).
 */
export const MAX_RELAY_LIST_PUBLISH_RELAYS = 8;

/** A list dated further ahead than this is not chased: relays refuse events from the far future. */
const MAX_CLOCK_AHEAD_SECONDS = 600;

export const MALFORMED_RELAY_LIST = 'Your relay list holds malformed tags that relays would refuse, so it was not changed.';

/** The tags of a previous list as they were, or none when there is no list or its `tags` is not an array. */
export function relayListTags(previous: { readonly tags?: unknown } | null | undefined): unknown[] {
  const tags = previous?.tags;
  return Array.isArray(tags) ? [...(tags as readonly unknown[])] : [];
}

function canonicalOrThrow(url: string): string {
  const canonical = normalizeRelayUrl(url);
  if (canonical === undefined) throw new RangeError(INVALID_RELAY_URL);
  return canonical;
}

function isRelayTag(tag: unknown): tag is readonly unknown[] {
  return Array.isArray(tag) && tag[0] === 'r';
}

/** Whether `tag` is an `r` tag for `url` (already canonical), however the tag spells it. */
function isTagFor(tag: unknown, url: string): boolean {
  return isRelayTag(tag) && typeof tag[1] === 'string' && normalizeRelayUrl(tag[1]) === url;
}

/** The mode an `r` tag gives its relay, read the way `parseRelayList` reads it (an unknown marker means both). */
function modeOf(tag: readonly unknown[]): RelayMode {
  const marker = typeof tag[2] === 'string' ? tag[2].trim().toLowerCase() : '';
  return { read: marker !== 'write', write: marker !== 'read' };
}

/** The `r` tag NIP-65 wants for a relay: no marker when it is both read and write. */
function relayTag(url: string, mode: RelayMode): string[] {
  if (mode.read && mode.write) return ['r', url];
  return ['r', url, mode.read ? 'read' : 'write'];
}

/** `tags` with `tag` inserted after the last `r` tag (at the end when there is none), so the list reads in order. */
function insertRelayTag(tags: readonly unknown[], tag: string[]): unknown[] {
  const last = tags.findLastIndex(isRelayTag);
  const at = last === -1 ? tags.length : last + 1;
  return [...tags.slice(0, at), tag, ...tags.slice(at)];
}

/** Adds `url` as a read and write relay, unless the list already names it (then its mode is left alone). */
export function addRelay(tags: readonly unknown[], url: string): unknown[] {
  const target = canonicalOrThrow(url);
  if (tags.some((tag) => isTagFor(tag, target))) return [...tags];
  return insertRelayTag(tags, relayTag(target, { read: true, write: true }));
}

/**
 * Gives `url` the mode `mode`: adds it when the list does not name it, otherwise rewrites its first `r` tag
 * (in the canonical spelling) and drops its repeats, whose markers would otherwise be merged back in by
 * readers. When the list already gives the relay that mode, nothing changes. Neither read nor write means
 * removing it.
 */
export function setRelayMode(tags: readonly unknown[], url: string, mode: RelayMode): unknown[] {
  if (!mode.read && !mode.write) return removeRelay(tags, url);
  const target = canonicalOrThrow(url);
  const matches = tags.filter((tag): tag is readonly unknown[] => isTagFor(tag, target));
  if (matches.length === 0) return insertRelayTag(tags, relayTag(target, mode));
  const current = matches.map(modeOf).reduce((merged, next) => ({ read: merged.read || next.read, write: merged.write || next.write }));
  if (current.read === mode.read && current.write === mode.write) return [...tags];
  const result: unknown[] = [];
  let written = false;
  for (const tag of tags) {
    if (!isTagFor(tag, target)) result.push(tag);
    else if (!written) {
      result.push(relayTag(target, mode));
      written = true;
    }
  }
  return result;
}

/** Drops every `r` tag for `url`, in whatever spelling; nothing else. */
export function removeRelay(tags: readonly unknown[], url: string): unknown[] {
  const target = canonicalOrThrow(url);
  return tags.filter((tag) => !isTagFor(tag, target));
}

/** Replays the user's edits, in order, on a list's tags (the one shown, or a newer one found at save time). */
export function applyRelayEdits(tags: readonly unknown[], edits: readonly RelayEdit[]): unknown[] {
  let result = [...tags];
  for (const edit of edits) {
    if (edit.type === 'add') result = addRelay(result, edit.url);
    else if (edit.type === 'remove') result = removeRelay(result, edit.url);
    else result = setRelayMode(result, edit.url, edit);
  }
  return result;
}

/**
 * The user's edits with `edit` recorded: it replaces an earlier edit of the same relay (keeping that one's
 * place, so relays added in the editor stay in the order they were added), or goes last.
 */
export function withRelayEdit(edits: readonly RelayEdit[], edit: RelayEdit): RelayEdit[] {
  const url = canonicalOrThrow(edit.url);
  const normalised: RelayEdit = { ...edit, url };
  const index = edits.findIndex((known) => normalizeRelayUrl(known.url) === url);
  if (index === -1) return [...edits, normalised];
  // A relay added and then changed is still an addition with that mode: 'set' adds when it is missing.
  return edits.map((known, at) => (at === index ? normalised : known));
}

/**
 * What the editor shows: every relay the list names (valid relay URL, canonical spelling), repeats merged,
 * in the list's order. Unlike `parseRelayList` nothing is dropped by the URL policy or a cap: this is the
 * user's own list, and they may want to remove an entry this page would never contact.
 */
export function relayListEntries(tags: readonly unknown[]): RelayListEntry[] {
  const byUrl = new Map<string, RelayListEntry>();
  for (const tag of tags) {
    if (!isRelayTag(tag) || typeof tag[1] !== 'string') continue;
    const url = normalizeRelayUrl(tag[1]);
    if (url === undefined) continue;
    const mode = modeOf(tag);
    const known = byUrl.get(url);
    if (known) {
      known.read ||= mode.read;
      known.write ||= mode.write;
    } else {
      byUrl.set(url, { url, ...mode });
    }
  }
  return [...byUrl.values()];
}

function isStringTag(tag: unknown): tag is string[] {
  return Array.isArray(tag) && tag.every((value) => typeof value === 'string');
}

/**
 * The kind 10002 template for `tags`, keeping the previous list's content (NIP-65 leaves it empty, but it is
 * not ours to drop). Throws MALFORMED_RELAY_LIST when a kept tag is not an array of strings: signing it would
 * only get the event refused by every relay (NIP-01), and dropping another client's tag is not our call.
 */
export function relayListTemplate(
  previous: { readonly content?: unknown } | null | undefined,
  tags: readonly unknown[],
  createdAt: number,
): EventTemplate {
  const checked = tags.filter(isStringTag);
  if (checked.length !== tags.length) throw new Error(MALFORMED_RELAY_LIST);
  const content = typeof previous?.content === 'string' ? previous.content : '';
  return { kind: KIND.relayList, content, tags: checked, created_at: createdAt };
}

/** A first list for someone who has none: the relay they chose, for reading and writing. */
export function relayListFromChoice(chosen: string, createdAt: number): EventTemplate {
  return relayListTemplate(null, addRelay([], chosen), createdAt);
}

/**
 * The `created_at` of a new version: now, but later than the previous version, because a replaceable event
 * with the same time as the one it replaces loses to the smaller id (NIP-01) and a quick second save would
 * be dropped. A previous list dated far in the future is not chased.
 */
export function nextRelayListTime(previous: { readonly created_at?: unknown } | null | undefined, now: number): number {
  const before = previous?.created_at;
  if (typeof before !== 'number' || !Number.isSafeInteger(before) || before < now) return now;
  return before + 1 - now <= MAX_CLOCK_AHEAD_SECONDS ? before + 1 : now;
}

/**
 * The newest of several readings of the same list (NIP-01: later `created_at` wins, then the smaller id).
 * An event beats "none found" (null), which beats "not read" (undefined): a relay that answers without the
 * list must not make us forget one we have seen, or the next save would start from nothing.
 */
export function newestRelayList(candidates: Iterable<NostrEvent | null | undefined>): NostrEvent | null | undefined {
  let newest: NostrEvent | null | undefined;
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    if (candidate === null) {
      newest ??= null;
      continue;
    }
    if (!newest || isNewerVersion(candidate, newest)) newest = candidate;
  }
  return newest;
}

export interface RelayListPublishInput {
  /** Where the user's events go now (their current write relays and the chosen relay). */
  writeRelays: readonly string[];
  /** The new list's tags. */
  tags: readonly unknown[];
  /** The tags of the list it replaces, so the relays that carried the old version get the new one. */
  previousTags: readonly unknown[];
  /** Which of the lists' relays this page may contact (`relayPolicyFor`). */
  policy: RelayUrlPolicy;
  max?: number;
}

/**
 * The relays to publish a list to beyond the user's write relays (usePublish's `alsoTo`): the relays the new
 * list names, then those of the old one, each only when this page may contact it, at most `max` relays in
 * all counting the write relays.
 */
export function relayListExtraRelays({ writeRelays, tags, previousTags, policy, max = MAX_RELAY_LIST_PUBLISH_RELAYS }: RelayListPublishInput): string[] {
  const chosen = new Set(writeRelays.map((url) => normalizeRelayUrl(url) ?? url));
  const extra: string[] = [];
  for (const entry of [...relayListEntries(tags), ...relayListEntries(previousTags)]) {
    if (chosen.size + extra.length >= max) break;
    const url = acceptRelayUrl(entry.url, policy);
    if (url === undefined || chosen.has(url) || extra.includes(url)) continue;
    extra.push(url);
  }
  return extra;
}
