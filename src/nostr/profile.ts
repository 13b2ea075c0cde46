import { safeUrl } from '@/lib/safe-url';
import { truncate } from '@/lib/truncate';

import { isHex64 } from './event';
import { npubEncode } from './npub';
import { profileKeyOf } from './profile-route';

/** Kind-0 metadata fields the client reads (docs/product.md §3). Unknown fields are not kept. */
export interface ProfileMetadata {
  about?: string;
  banner?: string;
  bot?: boolean;
  display_name?: string;
  lud06?: string;
  lud16?: string;
  name?: string;
  nip05?: string;
  picture?: string;
  website?: string;
}

export const PROFILE_LIMITS = { name: 100, about: 2_000, address: 320, lud06: 2_000 } as const;

/** Profiles larger than this are not parsed at all: no honest kind 0 comes close. */
const MAX_CONTENT_LENGTH = 100_000;

/** `local@domain.tld`: the NIP-05 and lightning-address form. `_` is the NIP-05 root name. */
const EMAIL_LIKE = /^[\w.+-]{1,64}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63}$/i;
/** LNURL bech32 (NIP-57): `lnurl1` plus bech32 data characters, in one case. */
const LNURL = /^lnurl1[02-9ac-hj-np-z]+$/;

/** A field's rule: the value to keep, or failure. Written out (no schema library): profiles show on most screens. */
export interface FieldSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const FAILED = { success: false } as const;

/** A string field: `read` gives the value to keep from the string, or undefined when it is not valid. */
const stringField = (read: (value: string) => string | undefined): FieldSchema<string> => ({
  safeParse: (value) => {
    const data = typeof value === 'string' ? read(value) : undefined;
    return data === undefined ? FAILED : { success: true, data };
  },
});

const cappedText = (max: number) => stringField((value) => truncate(value.trim(), max));
const webUrl = stringField((value) => safeUrl(value));
const matching = (max: number, pattern: RegExp) => (value: string) => (value.length <= max && pattern.test(value) ? value : undefined);
const emailLike = stringField((value) => matching(PROFILE_LIMITS.address, EMAIL_LIKE)(value.trim()));
const lnurl = stringField((value) => matching(PROFILE_LIMITS.lud06, LNURL)(value.trim().toLowerCase()));
const flag: FieldSchema<boolean> = {
  safeParse: (value) => (typeof value === 'boolean' ? { success: true, data: value } : FAILED),
};

/** One schema per field so that each invalid field can be dropped on its own (docs/product.md §3: "dropped silently"). */
export const profileFieldSchemas = {
  about: cappedText(PROFILE_LIMITS.about),
  banner: webUrl,
  bot: flag,
  display_name: cappedText(PROFILE_LIMITS.name),
  lud06: lnurl,
  lud16: emailLike,
  name: cappedText(PROFILE_LIMITS.name),
  nip05: emailLike,
  picture: webUrl,
  website: webUrl,
} as const;

type FieldName = keyof typeof profileFieldSchemas;
const FIELD_NAMES = Object.keys(profileFieldSchemas) as FieldName[];

/**
 * Validated metadata from a kind-0 `content` string. Invalid fields are dropped one by one; content that
 * is not a JSON object (or is absurdly large) gives `{}`. Empty strings are dropped too, so `name: ''` does
 * not hide the fallback name.
 */
export function parseProfileContent(content: unknown): ProfileMetadata {
  if (typeof content !== 'string' || content.length > MAX_CONTENT_LENGTH) return {};
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const record = json as Record<string, unknown>;

  const metadata: Record<string, string | boolean> = {};
  for (const field of FIELD_NAMES) {
    if (!Object.hasOwn(record, field)) continue;
    const result = profileFieldSchemas[field].safeParse(record[field]);
    if (result.success && result.data !== '') metadata[field] = result.data;
  }
  return metadata as ProfileMetadata;
}

/** Exactly 24 adjectives and 24 animals (docs/product.md §3): 576 fallback names. */
export const FALLBACK_ADJECTIVES = [
  'Swift', 'Brave', 'Calm', 'Clever', 'Bold', 'Bright', 'Gentle', 'Happy',
  'Jolly', 'Kind', 'Lucky', 'Mighty', 'Noble', 'Quick', 'Quiet', 'Rapid',
  'Sharp', 'Silent', 'Sunny', 'Witty', 'Wise', 'Zesty', 'Loyal', 'Eager',
] as const;
export const FALLBACK_ANIMALS = [
  'Falcon', 'Fox', 'Otter', 'Wolf', 'Bear', 'Eagle', 'Hawk', 'Lynx',
  'Panda', 'Tiger', 'Raven', 'Badger', 'Beaver', 'Bison', 'Cheetah', 'Dolphin',
  'Heron', 'Koala', 'Moose', 'Owl', 'Puma', 'Seal', 'Stag', 'Zebra',
] as const;

/** FNV-1a, 32 bits: tiny, fast and stable across platforms, which is all a display name needs. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The hex key behind an npub or nprofile, so both spellings of one person get the same fallback name. */
function canonicalKey(pubkey: string): string {
  const trimmed = pubkey.trim();
  if (isHex64(trimmed.toLowerCase())) return trimmed.toLowerCase();
  return profileKeyOf(trimmed.replace(/^nostr:/i, '')) ?? trimmed;
}

/** A deterministic 'Adjective Animal' name for a profile without a name (docs/product.md §3). */
export function fallbackName(pubkey: string): string {
  const hash = fnv1a(canonicalKey(pubkey));
  const adjective = FALLBACK_ADJECTIVES[hash % FALLBACK_ADJECTIVES.length];
  const animal = FALLBACK_ANIMALS[Math.floor(hash / FALLBACK_ADJECTIVES.length) % FALLBACK_ANIMALS.length];
  return `${adjective} ${animal}`;
}

/** `display_name`, else `name`, else the fallback name. Whitespace-only names count as missing. */
export function displayName(metadata: ProfileMetadata | undefined, pubkey: string): string {
  return metadata?.display_name?.trim() || metadata?.name?.trim() || fallbackName(pubkey);
}

/** 'npub1abcdefg…wxyz' for a hex key or an npub; other text is returned as given when short enough. */
export function shortenPubkey(npubOrHex: string): string {
  const trimmed = npubOrHex.trim();
  const lower = trimmed.toLowerCase();
  const bech32 = isHex64(lower) ? npubEncode(lower) : trimmed;
  return bech32.length <= 20 ? bech32 : `${bech32.slice(0, 12)}…${bech32.slice(-4)}`;
}
