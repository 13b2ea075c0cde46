import { KIND } from '@/config/constants';
import type { EventTemplate } from '@/nostr/event';

export interface ProfileFields {
  name: string;
  about: string;
  picture: string;
}

export const EMPTY_PROFILE_FIELDS: ProfileFields = { name: '', about: '', picture: '' };

/** The filled fields only, trimmed (docs/product.md §3: empty ones are omitted from the published profile). */
export function filledProfileFields(fields: ProfileFields): Partial<ProfileFields> {
  const filled: Partial<ProfileFields> = {};
  for (const key of ['name', 'about', 'picture'] as const) {
    const value = fields[key].trim();
    if (value !== '') filled[key] = value;
  }
  return filled;
}

/** The kind-0 event of the signup profile step, or null when nothing was filled in. */
export function buildProfileTemplate(fields: ProfileFields, nowMs: number): EventTemplate | null {
  const filled = filledProfileFields(fields);
  if (Object.keys(filled).length === 0) return null;
  return { kind: KIND.profile, content: JSON.stringify(filled), tags: [], created_at: Math.floor(nowMs / 1000) };
}
