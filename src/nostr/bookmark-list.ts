import { KIND } from '@/config/constants';

import type { EventTemplate, NostrEvent, NostrFilter } from './event';
import { isListingAddress } from './listing-address';
import { nextVersionTime } from './private-items';

/**
 * Favourites in the user's NIP-51 bookmark list (kind 10003; docs/product.md §2 Favourites): a favourite is
 * an `a` item naming a car listing's address (`30402:<pubkey>:<d>`), kept PRIVATE (in the NIP-44 encrypted
 * content) so relays and other people cannot see which cars someone watches. Every other item of the list
 * (notes, articles, hashtags, links, other clients' private items) is kept exactly as it was and in order:
 * the edits below only ever touch `a` items naming the listing being changed.
 */

function isFavouriteTag(tag: readonly unknown[]): boolean {
  return tag[0] === 'a' && isListingAddress(tag[1]);
}

/** The listing addresses among `tags` (`a` items of kind 30402), each once, in order. */
export function listingAddresses(tags: readonly (readonly unknown[])[]): string[] {
  const addresses: string[] = [];
  for (const tag of tags) {
    if (isFavouriteTag(tag) && !addresses.includes(tag[1] as string)) addresses.push(tag[1] as string);
  }
  return addresses;
}

/** The list's items as the app edits them: public tags (raw) and the decrypted private tags (raw). */
export interface BookmarkItems {
  publicTags: readonly (readonly unknown[])[];
  privateTags: readonly (readonly unknown[])[];
}

/**
 * The user's favourites in a list: private listing items first, then public ones another client may have
 * added (a favourite saved elsewhere is still a favourite here).
 */
export function favouriteAddresses(items: BookmarkItems): string[] {
  const addresses = listingAddresses(items.privateTags);
  for (const address of listingAddresses(items.publicTags)) if (!addresses.includes(address)) addresses.push(address);
  return addresses;
}

/** Adds `address` as a private `a` item at the end, unless the list already holds it (publicly or privately). */
export function addFavourite(items: BookmarkItems, address: string): BookmarkItems {
  if (!isListingAddress(address)) throw new RangeError('Not a listing address');
  if (favouriteAddresses(items).includes(address)) return items;
  return { publicTags: items.publicTags, privateTags: [...items.privateTags, ['a', address]] };
}

/** Removes every `a` item naming `address`, public or private; nothing else changes. */
export function removeFavourite(items: BookmarkItems, address: string): BookmarkItems {
  const keep = (tag: readonly unknown[]) => !(tag[0] === 'a' && tag[1] === address);
  return { publicTags: items.publicTags.filter(keep), privateTags: items.privateTags.filter(keep) };
}

/** One change the user made; kept as an operation so it can be replayed on the newest list before signing. */
export type FavouriteEdit = { type: 'add' | 'remove'; address: string };

export function applyFavouriteEdits(items: BookmarkItems, edits: readonly FavouriteEdit[]): BookmarkItems {
  return edits.reduce((current, edit) => (edit.type === 'add' ? addFavourite(current, edit.address) : removeFavourite(current, edit.address)), items);
}

/** The REQ for the user's bookmark list. */
export function bookmarkListFilter(pubkey: string): NostrFilter {
  return { kinds: [KIND.bookmarkList], authors: [pubkey], limit: 1 };
}

/**
 * The next version of the list: the previous public tags as they were, the encrypted private tags as
 * content, dated after the version it replaces.
 */
export function bookmarkListTemplate(
  previous: Pick<NostrEvent, 'created_at'> | null,
  publicTags: string[][],
  encryptedContent: string,
  now: number,
): EventTemplate {
  return { kind: KIND.bookmarkList, content: encryptedContent, tags: publicTags, created_at: nextVersionTime(previous, now) };
}
