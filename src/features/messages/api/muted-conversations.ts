import type { Conversation } from './message-types';

export interface SplitConversations {
  /** The inbox: conversations with people the user does not mute, newest first. */
  shown: Conversation[];
  /** The hidden 'Muted' folder (docs/product.md §2 Mute), newest first. */
  muted: Conversation[];
  /** Unread messages in `shown` only: a muted sender never lights the badge. */
  unreadTotal: number;
}

/** Files each conversation by whether its peer is muted (senders are inside gift wraps: the event store never sees them). */
export function splitMutedConversations(conversations: readonly Conversation[], mutedPubkeys: ReadonlySet<string>): SplitConversations {
  const shown: Conversation[] = [];
  const muted: Conversation[] = [];
  let unreadTotal = 0;
  for (const conversation of conversations) {
    if (mutedPubkeys.has(conversation.peer)) muted.push(conversation);
    else {
      shown.push(conversation);
      unreadTotal += conversation.unread;
    }
  }
  return { shown, muted, unreadTotal };
}
