import { npubEncode } from '@/nostr/npub';

/** The inbox (docs/product.md §2 Messages). */
export const MESSAGES_PATH = '/messages';

/** `/messages/<npub>`: the conversation with `pubkey` (hex). */
export function messagesThreadPath(pubkey: string): string {
  return `${MESSAGES_PATH}/${npubEncode(pubkey)}`;
}
