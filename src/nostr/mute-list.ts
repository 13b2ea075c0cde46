import { KIND } from '@/config/constants';

import type { BookmarkItems } from './bookmark-list';
import { isHex64, type EventTemplate, type NostrEvent, type NostrFilter } from './event';
import { isStringTags, nextVersionTime, parsePrivateTags, privateContentFormat, serializePrivateTags, type PrivateContentFormat } from './private-items';
import type { SelfCipher } from './self-encrypted';

/**
 * The user's NIP-51 mute list (kind 10000): `p` (pubkeys), `t` (hashtags), `word` (lowercase words) and `e`
 * (threads), public in the tags or private in the encrypted content. The list is read and edited like the
 * bookmark list (bookmark-list.ts): public and private tags are kept raw, every item the app does not know
 * (other clients' tags, extra entries in a tag) stays as it was and in order, and an edit only adds or removes
 * the one item it names. Other clients (Amethyst, Coracle, Damus, Primal) write the same four tags.
 */

/** Public tags and decrypted private tags, raw: the same shape as the bookmark list's. */
export type MuteItems = BookmarkItems;

export type MuteType = 'pubkey' | 'hashtag' | 'word' | 'thread';

/** What is muted: a kind of item and its value (normalised by {@link normalizeMuteValue} before use). */
export interface MuteTarget {
  type: MuteType;
  value: string;
}

/** One muted item as the 'Muted' screen lists it. */
export interface MuteEntry extends MuteTarget {
  private: boolean;
}

const TAG_OF: Readonly<Record<MuteType, string>> = { pubkey: 'p', hashtag: 't', word: 'word', thread: 'e' };
const TYPE_OF: Readonly<Record<string, MuteType>> = { p: 'pubkey', t: 'hashtag', word: 'word', e: 'thread' };

/** A muted word longer than this is not a word a person types; refused when muting, ignored when read. */
export const MUTE_WORD_MAX = 100;

/**
 * The value as the list stores it, or undefined when it is not one: pubkeys and event ids as lowercase hex
 * (NIP-01), hashtags lowercase without `#` (NIP-24), words trimmed and lowercase (NIP-51).
 */
export function normalizeMuteValue(type: MuteType, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (type === 'pubkey' || type === 'thread') {
    const hex = value.trim().toLowerCase();
    return isHex64(hex) ? hex : undefined;
  }
  const text = (type === 'hashtag' ? value.trim().replace(/^#+/, '') : value.trim()).toLowerCase();
  return text === '' || text.length > MUTE_WORD_MAX ? undefined : text;
}

/** The item a tag names, if it is one of the four mute items with a usable value. */
function targetOf(tag: readonly unknown[]): MuteTarget | undefined {
  const type = typeof tag[0] === 'string' ? TYPE_OF[tag[0]] : undefined;
  if (type === undefined) return undefined;
  const value = normalizeMuteValue(type, tag[1]);
  return value === undefined ? undefined : { type, value };
}

function namesTarget(tag: readonly unknown[], target: MuteTarget): boolean {
  const named = targetOf(tag);
  return named !== undefined && named.type === target.type && named.value === target.value;
}

/**
 * Every muted item, each once: private items first, then public ones (an item in both parts is listed as
 * private). Linear in the list's size (a Set of keys), so a list of 10 000 items costs nothing noticeable.
 */
export function muteEntries(items: MuteItems): MuteEntry[] {
  const seen = new Set<string>();
  const entries: MuteEntry[] = [];
  const collect = (tags: readonly (readonly unknown[])[], isPrivate: boolean) => {
    for (const tag of tags) {
      const target = targetOf(tag);
      if (target === undefined) continue;
      const key = `${target.type}:${target.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ ...target, private: isPrivate });
    }
  };
  collect(items.privateTags, true);
  collect(items.publicTags, false);
  return entries;
}

/** Whether the list mutes `target`, publicly or privately. */
export function isMuted(items: MuteItems, target: MuteTarget): boolean {
  const value = normalizeMuteValue(target.type, target.value);
  if (value === undefined) return false;
  const normalised = { type: target.type, value };
  return items.privateTags.some((tag) => namesTarget(tag, normalised)) || items.publicTags.some((tag) => namesTarget(tag, normalised));
}

/**
 * Adds `target` at the end of the private tags (the default: NIP-51 private items, so nobody learns whom the
 * user mutes) or the public ones, unless the list already mutes it in either part.
 */
export function muteItem(items: MuteItems, target: MuteTarget, options: { private?: boolean } = {}): MuteItems {
  const value = normalizeMuteValue(target.type, target.value);
  if (value === undefined) throw new RangeError(`Not a ${target.type} that can be muted`);
  if (isMuted(items, { type: target.type, value })) return items;
  const tag = [TAG_OF[target.type], value];
  return options.private === false
    ? { publicTags: [...items.publicTags, tag], privateTags: items.privateTags }
    : { publicTags: items.publicTags, privateTags: [...items.privateTags, tag] };
}

/** Removes every tag naming `target`, public or private (however another client spelled its case); nothing else changes. */
export function unmuteItem(items: MuteItems, target: MuteTarget): MuteItems {
  const value = normalizeMuteValue(target.type, target.value);
  if (value === undefined) return items;
  const normalised = { type: target.type, value };
  const keep = (tag: readonly unknown[]) => !namesTarget(tag, normalised);
  return { publicTags: items.publicTags.filter(keep), privateTags: items.privateTags.filter(keep) };
}

/** One change the user made, kept as an operation to replay on the newest list read before signing (§16). */
export type MuteEdit = { type: 'mute'; target: MuteTarget; private?: boolean } | { type: 'unmute'; target: MuteTarget };

export function applyMuteEdits(items: MuteItems, edits: readonly MuteEdit[]): MuteItems {
  return edits.reduce(
    (current, edit) =>
      edit.type === 'mute' ? muteItem(current, edit.target, edit.private === undefined ? {} : { private: edit.private }) : unmuteItem(current, edit.target),
    items,
  );
}

/** The ciphers to oneself a signer offers; `nip04` only where it still has NIP-04 (legacy lists). */
export interface MuteListCiphers {
  nip44: SelfCipher;
  nip04?: SelfCipher;
}

/**
 * A read mute list. `ok`: both parts read, so it may be edited. `unreadable`: the private part did not
 * decrypt or parse (or is NIP-04 and the signer has no NIP-04): the public items still mute, but the list is
 * never edited (an edit would overwrite private items we could not see). `malformed`: public tags that are
 * not strings, which no relay would take back: not editable either.
 */
export interface MuteListRead {
  status: 'ok' | 'unreadable' | 'malformed';
  items: MuteItems;
  /** How the private part was encrypted: an edit writes it back the same way when it can. */
  format: PrivateContentFormat;
}

/**
 * Reads a kind 10000 (null: the user has none, an empty editable list). The private content is NIP-44 or,
 * from older clients, NIP-04 (told apart by NIP-04's `?iv=` suffix, as NIP-51 says).
 */
export async function readMuteList(event: NostrEvent | null, ciphers: MuteListCiphers): Promise<MuteListRead> {
  if (event === null) return { status: 'ok', items: { publicTags: [], privateTags: [] }, format: 'empty' };
  const format = privateContentFormat(event.content);
  if (!isStringTags(event.tags)) return { status: 'malformed', items: { publicTags: [], privateTags: [] }, format };
  const publicTags = event.tags;
  if (format === 'empty') return { status: 'ok', items: { publicTags, privateTags: [] }, format };
  const cipher = format === 'nip04' ? ciphers.nip04 : ciphers.nip44;
  const plaintext = cipher === undefined ? undefined : await decryptOrUndefined(event.content.trim(), cipher);
  const privateTags = plaintext === undefined ? undefined : parsePrivateTags(plaintext);
  if (privateTags === undefined) return { status: 'unreadable', items: { publicTags, privateTags: [] }, format };
  return { status: 'ok', items: { publicTags, privateTags }, format };
}

/** The items an edit may start from: only those of an `ok` read; undefined means nothing may be written. */
export function editableMuteItems(read: MuteListRead): MuteItems | undefined {
  return read.status === 'ok' ? read.items : undefined;
}

async function decryptOrUndefined(content: string, cipher: SelfCipher): Promise<string | undefined> {
  try {
    return await cipher.decrypt(content);
  } catch {
    return undefined;
  }
}

/** NIP-44 v2 encrypts at most this many bytes of plaintext. */
export const NIP44_MAX_PLAINTEXT_BYTES = 65_535;

/** Thrown when the private items no longer fit one NIP-44 payload: nothing is published. */
export class MuteListFullError extends Error {
  constructor() {
    super('Your private mutes are full: unmute someone, or mute publicly.');
    this.name = 'MuteListFullError';
  }
}

/**
 * The content for the private items: empty when there are none, else encrypted to self. A list read as
 * NIP-04 is written back in NIP-04 when the signer still has it (the older client that wrote it keeps
 * reading it); otherwise NIP-44, NIP-51's current encryption (every item is kept, the old client loses sight
 * of the private part).
 */
export async function muteListContent(items: MuteItems, format: PrivateContentFormat, ciphers: MuteListCiphers): Promise<string> {
  if (items.privateTags.length === 0) return '';
  const plaintext = serializePrivateTags(items.privateTags);
  // NIP-04 has no such bound, but its base64 payload for more would pass the 90 000-character content limit
  // (event-limits.ts), and the list would no longer be readable here: the same bound for both.
  if (new TextEncoder().encode(plaintext).length > NIP44_MAX_PLAINTEXT_BYTES) throw new MuteListFullError();
  if (format === 'nip04' && ciphers.nip04 !== undefined) return ciphers.nip04.encrypt(plaintext);
  return ciphers.nip44.encrypt(plaintext);
}

/** The REQ for a user's mute list. */
export function muteListFilter(pubkey: string): NostrFilter {
  return { kinds: [KIND.muteList], authors: [pubkey], limit: 1 };
}

/**
 * The next version: the public tags as edited (copied), the encrypted private part, dated after the version it
 * replaces. Throws on a public tag that is not all strings (a read never makes one editable, see readMuteList).
 */
export function muteListTemplate(previous: Pick<NostrEvent, 'created_at'> | null, items: MuteItems, content: string, now: number): EventTemplate {
  const tags = items.publicTags.map((tag) => [...tag]);
  if (!isStringTags(tags)) throw new RangeError('A public mute item is not a tag of strings');
  return { kind: KIND.muteList, content, tags, created_at: nextVersionTime(previous, now) };
}
