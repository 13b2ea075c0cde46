import { appDataTemplate, SAVED_SEARCHES_D } from '@/nostr/app-data';
import type { EventTemplate, NostrEvent } from '@/nostr/event';
import { EMPTY_SAVED_SEARCHES, parseSavedSearches, serializeSavedSearches, type SavedSearchList } from '@/nostr/saved-search';
import { readEncryptedDocument, type ListRead, type SelfCipher } from '@/nostr/self-encrypted';

/** Reading and writing the NIP-78 app data: loaded only signed in, when the list is first read. */
export function readSavedSearches(event: NostrEvent | null, cipher: SelfCipher): Promise<ListRead<SavedSearchList>> {
  return readEncryptedDocument(event, cipher, parseSavedSearches, EMPTY_SAVED_SEARCHES);
}

export async function savedSearchesTemplate(previous: NostrEvent | null, value: SavedSearchList, cipher: SelfCipher, now: number): Promise<EventTemplate> {
  return appDataTemplate(previous, SAVED_SEARCHES_D, await cipher.encrypt(serializeSavedSearches(value)), now);
}
