import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

import { useActiveMutes } from '@/features/mutes/public';

import type { InboxSnapshot } from './inbox-store';
import type { Conversation } from './message-types';
import { splitMutedConversations } from './muted-conversations';
import { useSignedInInboxStore } from './useSignedInInboxStore';

export interface ConversationsState {
  status: 'signed-out' | 'loading' | 'ready' | 'error';
  /** Grouped by the other person, newest conversation first; people the user mutes left out. */
  conversations: Conversation[];
  /** Conversations with people the user mutes: the inbox's hidden 'Muted' folder (docs/product.md §2 Mute). */
  muted: Conversation[];
  /** Unread messages over the conversations shown (for the header badge and its accessible name). */
  unreadTotal: number;
  error?: Error;
}

const EMPTY: InboxSnapshot = { status: 'ready', conversations: [], byPeer: new Map(), unreadTotal: 0 };
const noSubscription = () => () => undefined;
const emptySnapshot = () => EMPTY;

/**
 * The store's snapshot for the signed-in account, with the status of the DM relay lookup folded in. A screen
 * that shows messages (`showing`) has the store get ready to open wraps at once (not the header's badge).
 */
export function useInboxSnapshot(showing = false): { snapshot: InboxSnapshot; status: ConversationsState['status']; error?: Error; markRead: (peer: string) => void } {
  const { store, own } = useSignedInInboxStore();
  useEffect(() => {
    if (showing) store?.prepare();
  }, [store, showing]);
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? emptySnapshot);
  const markRead = useCallback((peer: string) => store?.markRead(peer), [store]);
  if (!store) return { snapshot: EMPTY, status: 'signed-out', markRead };
  if (own.status === 'loading') return { snapshot, status: 'loading', markRead };
  if (own.status === 'error' && snapshot.conversations.length === 0) {
    return { snapshot, status: 'error', error: new Error('No relay answered while looking for your message relays'), markRead };
  }
  return { snapshot, status: snapshot.status, ...(snapshot.error ? { error: snapshot.error } : {}), markRead };
}

/**
 * The signed-in account's conversations: a live subscription for gift wraps (kind 1059) p-tagged to them on
 * their 10050 relays, unwrapped (in a worker with a local key, else through the signer), validated and grouped.
 * Only the active account's messages; switching accounts shows that account's inbox. Shared by every
 * component using it (one subscription per relay). `showing`: this screen lists the conversations.
 */
export function useConversations(options: { showing?: boolean } = {}): ConversationsState {
  const { snapshot, status, error } = useInboxSnapshot(options.showing);
  const { pubkeys } = useActiveMutes();
  const split = useMemo(() => splitMutedConversations(snapshot.conversations, pubkeys), [snapshot.conversations, pubkeys]);
  return { status, conversations: split.shown, muted: split.muted, unreadTotal: split.unreadTotal, ...(error ? { error } : {}) };
}
