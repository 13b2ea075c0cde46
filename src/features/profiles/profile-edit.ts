import { KIND } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';
import type { EventTemplate, NostrEvent } from '@/nostr/event';
import { PROFILE_LIMITS, profileFieldSchemas } from '@/nostr/profile';

/**
 * The Edit Profile form (docs/product.md §2 Edit Profile) as pure functions: which kind-0 fields it edits,
 * what it pre-fills, how it checks them, and how an edit is merged into the newest kind-0 JSON so that every
 * field the form does not know (other clients' fields) survives.
 */

export const PROFILE_FORM_FIELDS = ['name', 'display_name', 'about', 'picture', 'banner', 'website', 'nip05', 'lud16'] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  name: '',
  display_name: '',
  about: '',
  picture: '',
  banner: '',
  website: '',
  nip05: '',
  lud16: '',
};

export const PROFILE_FORM_MESSAGES = {
  name: `Name must be at most ${PROFILE_LIMITS.name} characters`,
  display_name: `Display name must be at most ${PROFILE_LIMITS.name} characters`,
  about: `About must be at most ${PROFILE_LIMITS.about} characters`,
  url: 'Enter a web address starting with https:// or http://',
  nip05: 'Enter a NIP-05 address like name@example.com',
  lud16: 'Enter a lightning address like name@wallet.example',
} as const;

/** The kind-0 content as a JSON object, or undefined when it is not one (then the edit starts from `{}`). */
export function profileContentObject(content: string | undefined): Record<string, unknown> | undefined {
  if (content === undefined) return undefined;
  try {
    const json: unknown = JSON.parse(content);
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the form shows for a kind-0 content: each field's text exactly as published (not the capped reading
 * other screens use, so an untouched field is written back unchanged); a field that is not text shows empty.
 */
export function profileFormValues(content: string | undefined): ProfileFormValues {
  const object = profileContentObject(content) ?? {};
  const values = { ...EMPTY_PROFILE_FORM };
  for (const field of PROFILE_FORM_FIELDS) {
    const value = Object.hasOwn(object, field) ? object[field] : undefined;
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The fields the user changed from what the form showed at first. */
export function changedFields(values: ProfileFormValues, initial: ProfileFormValues): ProfileFormField[] {
  return PROFILE_FORM_FIELDS.filter((field) => values[field] !== initial[field]);
}

function fieldError(field: ProfileFormField, text: string): string | undefined {
  if (text === '') return undefined;
  switch (field) {
    case 'name':
    case 'display_name':
    case 'about':
      return text.length > PROFILE_LIMITS[field === 'about' ? 'about' : 'name'] ? PROFILE_FORM_MESSAGES[field] : undefined;
    case 'picture':
    case 'banner':
    case 'website':
      return safeUrl(text) === undefined ? PROFILE_FORM_MESSAGES.url : undefined;
    case 'nip05':
    case 'lud16':
      return profileFieldSchemas[field].safeParse(text).success ? undefined : PROFILE_FORM_MESSAGES[field];
  }
}

/**
 * The changed fields that other apps (and this one) would not read back: too long, not an http(s) URL, not
 * an address. Fields left as they were are not checked: a profile another app wrote stays publishable.
 * Every value is checked trimmed, as it will be published; an emptied field is always fine (it is removed).
 */
export function profileFormErrors(values: ProfileFormValues, initial: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const field of changedFields(values, initial)) {
    const error = fieldError(field, values[field].trim());
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/**
 * The new kind-0 content: the newest published JSON (`latestContent`, re-read just before publishing) with
 * the user's changes applied. A changed field is written trimmed, or removed when emptied; unchanged fields
 * and every field the form does not know (`lud06`, `bot`, other clients' own keys) are kept as they are.
 */
export function mergeProfileContent(latestContent: string | undefined, values: ProfileFormValues, initial: ProfileFormValues): string {
  const merged: Record<string, unknown> = { ...profileContentObject(latestContent) };
  for (const field of changedFields(values, initial)) {
    const text = values[field].trim();
    if (text === '') delete merged[field];
    else merged[field] = text;
  }
  return JSON.stringify(merged);
}

/** A replaceable event must be newer than the one it replaces, even when the clock is behind. */
export function nextProfileTime(latest: Pick<NostrEvent, 'created_at'> | undefined, nowSeconds: number): number {
  return latest === undefined ? nowSeconds : Math.max(nowSeconds, latest.created_at + 1);
}

/**
 * Tags of the replaced version that the new one does not carry over: our `client` tag is added again when
 * publishing, and an `expiration` (NIP-40) would make the edited profile vanish, or be refused once past.
 * Every other tag (NIP-39 `i` identity claims, for one) is kept.
 */
const DROPPED_TAGS = new Set(['client', 'expiration']);

/** The kind-0 template replacing `latest` (undefined: the person has no profile yet), keeping its other tags. */
export function profileEditTemplate(
  latest: Pick<NostrEvent, 'content' | 'created_at' | 'tags'> | undefined,
  values: ProfileFormValues,
  initial: ProfileFormValues,
  nowSeconds: number,
): EventTemplate {
  return {
    kind: KIND.profile,
    content: mergeProfileContent(latest?.content, values, initial),
    tags: (latest?.tags ?? []).filter((tag) => Array.isArray(tag) && !DROPPED_TAGS.has(tag[0] ?? '')),
    created_at: nextProfileTime(latest, nowSeconds),
  };
}
