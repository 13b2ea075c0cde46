/**
 * NIP-51 private items: a list event's `content` holds its private tags, encrypted by the author to
 * themselves, as the JSON of a tag array. NIP-44 is the current encryption; older clients used NIP-04,
 * whose payload ends in `?iv=<base64>`. The decryption itself is the signer's job (it holds the key); this
 * file only tells the formats apart and reads and writes the plaintext (docs/product.md §2 Favourites).
 */

/** What a list's `content` holds: nothing, a NIP-04 payload (legacy, read-only for us) or a NIP-44 payload. */
export type PrivateContentFormat = 'empty' | 'nip04' | 'nip44';

const NIP04_PAYLOAD = /^[A-Za-z0-9+/]+={0,2}\?iv=[A-Za-z0-9+/]+={0,2}$/;

export function privateContentFormat(content: string): PrivateContentFormat {
  if (content.trim() === '') return 'empty';
  return NIP04_PAYLOAD.test(content.trim()) ? 'nip04' : 'nip44';
}

/** Decrypted private tags beyond this many are not a list a person keeps: refuse to read (and so to rewrite) it. */
export const MAX_PRIVATE_ITEMS = 5000;

/**
 * The private tags of a decrypted `content`: a JSON array of arrays (NIP-51). Each tag is kept exactly as
 * it was (other clients' items are not ours to clean up); `undefined` when the plaintext is not such an
 * array, which makes the whole list unreadable, never "empty".
 */
export function parsePrivateTags(plaintext: string): unknown[][] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(plaintext);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_PRIVATE_ITEMS) return undefined;
  if (!parsed.every((tag) => Array.isArray(tag))) return undefined;
  return parsed as unknown[][];
}

/** The plaintext to encrypt for `content`. */
export function serializePrivateTags(tags: readonly (readonly unknown[])[]): string {
  return JSON.stringify(tags);
}

/** Whether every tag is an array of strings with a name, as relays require of public tags. */
export function isStringTags(tags: unknown): tags is string[][] {
  return (
    Array.isArray(tags) &&
    tags.every((tag) => Array.isArray(tag) && tag.length > 0 && tag.every((value: unknown) => typeof value === 'string'))
  );
}

/**
 * The `created_at` of a new version of a replaceable event: now, but always after the version it replaces
 * (a list dated a little ahead by another device's clock must still be superseded).
 */
export function nextVersionTime(previous: { created_at: number } | null | undefined, now: number): number {
  if (!previous) return now;
  return Math.max(now, previous.created_at + 1);
}
