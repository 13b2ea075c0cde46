import type { NostrEvent } from './event';
import { isStringTags, parsePrivateTags, privateContentFormat, serializePrivateTags } from './private-items';
import type { BookmarkItems } from './bookmark-list';

/** NIP-44 encryption to oneself, as a signer offers it (`signer.nip44` with the user's own pubkey). */
export interface SelfCipher {
  encrypt(plaintext: string): Promise<string>;
  decrypt(ciphertext: string): Promise<string>;
}

/**
 * What reading an encrypted list gave. `unreadable`: the content did not decrypt or parse (the list must be
 * left untouched, never replaced by an empty one); `legacy`: NIP-04 content from an older client, which we
 * read nothing from and never rewrite (re-encrypting it with NIP-44 would break that client).
 */
export type ListRead<T> = { status: 'ok'; value: T } | { status: 'unreadable' } | { status: 'legacy' } | { status: 'malformed' };

/** The bookmark list's items: public tags as they are, private tags decrypted; no list reads as empty. */
export async function readBookmarkItems(event: NostrEvent | null, cipher: SelfCipher): Promise<ListRead<BookmarkItems>> {
  if (!event) return { status: 'ok', value: { publicTags: [], privateTags: [] } };
  // Public tags we would have to sign again: a relay refuses anything but strings, so we could not save.
  if (!isStringTags(event.tags)) return { status: 'malformed' };
  const format = privateContentFormat(event.content);
  if (format === 'nip04') return { status: 'legacy' };
  if (format === 'empty') return { status: 'ok', value: { publicTags: event.tags, privateTags: [] } };
  const plaintext = await decryptOrUndefined(event.content, cipher);
  const privateTags = plaintext === undefined ? undefined : parsePrivateTags(plaintext);
  if (!privateTags) return { status: 'unreadable' };
  return { status: 'ok', value: { publicTags: event.tags, privateTags } };
}

/** The content for `items`' private tags: empty when there are none (NIP-51 allows it), else encrypted. */
export async function encryptPrivateTags(items: BookmarkItems, cipher: SelfCipher): Promise<string> {
  if (items.privateTags.length === 0) return '';
  return cipher.encrypt(serializePrivateTags(items.privateTags));
}

/** A JSON document encrypted to self (NIP-78 app data): `parse` decides whether the plaintext is readable. */
export async function readEncryptedDocument<T>(
  event: NostrEvent | null,
  cipher: SelfCipher,
  parse: (plaintext: string) => T | undefined,
  empty: T,
): Promise<ListRead<T>> {
  if (!event) return { status: 'ok', value: empty };
  const format = privateContentFormat(event.content);
  if (format === 'nip04') return { status: 'legacy' };
  if (format === 'empty') return { status: 'unreadable' };
  const plaintext = await decryptOrUndefined(event.content, cipher);
  const value = plaintext === undefined ? undefined : parse(plaintext);
  return value === undefined ? { status: 'unreadable' } : { status: 'ok', value };
}

async function decryptOrUndefined(content: string, cipher: SelfCipher): Promise<string | undefined> {
  try {
    return await cipher.decrypt(content);
  } catch {
    return undefined;
  }
}
