import type { ChatMessage, Conversation } from './message-types';

/** When each conversation was last opened (seconds), by the other person's pubkey. */
export type ReadMarks = Readonly<Record<string, number>>;

function byTimeThenId(a: ChatMessage, b: ChatMessage): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The peer's messages newer than the last time the thread was opened. */
export function unreadCount(messages: readonly ChatMessage[], readAt: number | undefined): number {
  return messages.filter((message) => !message.mine && message.createdAt > (readAt ?? 0)).length;
}

/**
 * Messages grouped by the other person: each conversation oldest first, conversations newest first, each
 * with the listing its latest listing-naming message is about and its unread count.
 */
export function groupConversations(messages: Iterable<ChatMessage>, marks: ReadMarks): Conversation[] {
  const byPeer = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    const peer = message.mine ? message.to : message.from;
    const list = byPeer.get(peer);
    if (list) list.push(message);
    else byPeer.set(peer, [message]);
  }
  const conversations: Conversation[] = [];
  for (const [peer, unsorted] of byPeer) {
    const list = unsorted.toSorted(byTimeThenId);
    const last = list.at(-1)!;
    const naming = list.findLast((message) => message.about !== undefined);
    const conversation: Conversation = { peer, messages: list, last, unread: unreadCount(list, marks[peer]) };
    if (naming?.about) conversation.about = { ...naming.about, ...(naming.subject ? { subject: naming.subject } : {}) };
    conversations.push(conversation);
  }
  return conversations.toSorted((a, b) => byTimeThenId(b.last, a.last));
}
