import { queryOptions } from '@tanstack/react-query';

import { COMMENT_DEFAULT_LIMIT, TIMEOUTS } from '@/config/constants';
import type { RelayQuery } from '@/features/network/public';
import { checkDeletions, eventStore } from '@/features/relay/public';
import { commentRootFilter, rootPointer, type CommentRoot } from '@/nostr/comment';
import type { NostrEvent } from '@/nostr/event';

/**
 * Every comment query of one root, whatever the relay or limit: the prefix a new comment invalidates. The
 * root is identified by its pointer tag (`A:30402:<pubkey>:<d>`), not by the listing version on screen, so
 * comments made on an older version of a listing refresh too.
 */
export function commentsRootKey(root: CommentRoot) {
  const { name, value } = rootPointer(root);
  return ['comments', `${name}:${value}`] as const;
}

export function commentsQueryKey(relaysKey: string, root: CommentRoot, limit: number) {
  return [...commentsRootKey(root), relaysKey, limit] as const;
}

/**
 * `comments` without those their authors deleted: their NIP-09 requests are asked for (into the event store,
 * docs/architecture.md §20) for relays that keep serving deleted events, and the store says what is left. A
 * failure to ask keeps the comments as the relay sent them, less what the store knew already.
 */
async function withoutDeletedComments(comments: NostrEvent[], relaysKey: string, query: RelayQuery, signal: AbortSignal): Promise<NostrEvent[]> {
  if (comments.length === 0) return comments;
  try {
    await checkDeletions({ key: relaysKey, query }, comments, { signal, timeoutMs: TIMEOUTS.commentQuery });
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('[comments] Could not check deletions; showing the comments as the relay sent them.', error);
  }
  return eventStore.current(comments, (event) => event);
}

/**
 * docs/product.md §7 Comments: kind 1111 by the root's uppercase pointer (`#A` for a listing), `limit` 500 by default,
 * 5 s timeout. The raw events are cached; threading happens in the hook, so a posted comment can be merged
 * into the cache as an event like any other.
 */
export function commentsQueryOptions(
  relaysKey: string,
  root: CommentRoot,
  query: RelayQuery,
  limit: number = COMMENT_DEFAULT_LIMIT,
) {
  return queryOptions({
    queryKey: commentsQueryKey(relaysKey, root, limit),
    queryFn: async ({ signal }): Promise<NostrEvent[]> => {
      const comments = await query([commentRootFilter(root, limit)], { signal, timeoutMs: TIMEOUTS.commentQuery });
      return withoutDeletedComments(comments, relaysKey, query, signal);
    },
  });
}
