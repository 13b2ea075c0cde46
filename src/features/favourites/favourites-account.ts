import { bookmarkListTemplate, type BookmarkItems } from '@/nostr/bookmark-list';
import type { EventTemplate, NostrEvent } from '@/nostr/event';
import { encryptPrivateTags, readBookmarkItems, type ListRead, type SelfCipher } from '@/nostr/self-encrypted';

/** Reading and writing the bookmark list: loaded only signed in, when the list is first read. */
export function readFavourites(event: NostrEvent | null, cipher: SelfCipher): Promise<ListRead<BookmarkItems>> {
  return readBookmarkItems(event, cipher);
}

export async function favouritesTemplate(previous: NostrEvent | null, value: BookmarkItems, cipher: SelfCipher, now: number): Promise<EventTemplate> {
  // readBookmarkItems accepted only string tags as public tags, so they can be signed again as they are.
  return bookmarkListTemplate(previous, value.publicTags as string[][], await encryptPrivateTags(value, cipher), now);
}
