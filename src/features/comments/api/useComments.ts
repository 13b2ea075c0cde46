import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { COMMENT_DEFAULT_LIMIT } from '@/config/constants';
import { useReadRelays } from '@/features/network/public';
import { useCurrentEvents } from '@/features/relay/public';
import type { NostrEvent } from '@/nostr/event';
import type { CommentRoot } from '@/nostr/comment';
import { countDescendants, threadComments, type CommentTree } from '@/nostr/comment-thread';

import { commentsQueryOptions } from './comments-query';

export interface CommentThreads {
  /** Top-level comments newest first, replies oldest first (docs/product.md §7). */
  threads: CommentTree[];
  /** Every comment on the root, at any depth: the number next to the 'Comments' title. */
  total: number;
}

function summarise(threads: CommentTree[]): CommentThreads {
  let total = threads.length;
  for (const thread of threads) total += countDescendants(thread);
  return { threads, total };
}

/**
 * The NIP-22 comments on `root` from the read relays: the query, and `thread` (undefined until the first
 * answer). Pass a memoised root: threading reruns when its identity changes.
 * Events that do not belong to the root (a relay ignoring the filter) are dropped by `threadComments`.
 */
const asEvent = (event: NostrEvent) => event;

export function useComments(root: CommentRoot, limit: number = COMMENT_DEFAULT_LIMIT) {
  const { key, query } = useReadRelays();
  const comments = useQuery(commentsQueryOptions(key, root, query, limit));
  // Follows the event store: a deletion learned on another screen (the comment's own page) hides it here too.
  const data = useCurrentEvents(comments.data, asEvent);
  const thread = useMemo(() => (data === undefined ? undefined : summarise(threadComments(data, root))), [data, root]);
  return { comments, thread };
}
