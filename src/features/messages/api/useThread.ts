import { useCallback } from 'react';

import type { ChatMessage, MessageAbout } from './message-types';
import { useInboxSnapshot } from './useConversations';

export interface ThreadState {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** Oldest first; live while mounted. */
  messages: ChatMessage[];
  /** The listing the latest message that names one is about. */
  about?: MessageAbout & { subject?: string };
  /** Messages from the peer newer than the last time the thread was opened. */
  unread: number;
  /** Marks everything up to now as read (stored per account in this browser). Call when the thread is shown and when new messages arrive while it is. */
  markRead(): void;
  error?: Error;
}

const NONE: ChatMessage[] = [];

/** The conversation with `peerPubkey` (hex) for the signed-in account. */
export function useThread(peerPubkey: string): ThreadState {
  const { snapshot, status, error, markRead } = useInboxSnapshot(true);
  const conversation = snapshot.byPeer.get(peerPubkey);
  const markThisRead = useCallback(() => markRead(peerPubkey), [markRead, peerPubkey]);
  return {
    status,
    messages: conversation?.messages ?? NONE,
    unread: conversation?.unread ?? 0,
    markRead: markThisRead,
    ...(conversation?.about ? { about: conversation.about } : {}),
    ...(error ? { error } : {}),
  };
}
