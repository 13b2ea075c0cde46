import { useMutation, useQueryClient } from '@tanstack/react-query';

import { COMMENT_DEFAULT_LIMIT } from '@/config/constants';
import { usePublish, type PublishOutcome } from '@/features/publishing/public';
import { useReadRelays } from '@/features/network/public';
import { buildCommentEvent, type CommentParent, type CommentRoot } from '@/nostr/comment';
import type { NostrEvent } from '@/nostr/event';

import { commentsQueryKey, commentsRootKey } from './comments-query';

export interface PostCommentInput {
  text: string;
  /** The comment being replied to; omitted for a top-level comment on the root. */
  parent?: CommentParent;
}

/**
 * Builds a NIP-22 comment (text trimmed; empty text rejected with the builder's error), publishes it through
 * `usePublish()` and refreshes every comment query of the root (docs/product.md §4 Comment composer).
 */
export function usePostComment(root: CommentRoot) {
  const publish = usePublish();
  const queryClient = useQueryClient();
  const { key } = useReadRelays();

  return useMutation<PublishOutcome, Error, PostCommentInput>({
    mutationFn: async ({ text, parent }) => {
      const built = buildCommentEvent(root, parent, text);
      if (!built.ok) throw new Error(built.error);
      return publish.mutateAsync(built.template);
    },
    onSuccess: ({ event }) => {
      // Shown at once from the signed event, then replaced by what the read relay returns: a relay that
      // accepted the comment may take a moment to serve it, and the composer has already closed by then.
      queryClient.setQueryData<NostrEvent[]>(commentsQueryKey(key, root, COMMENT_DEFAULT_LIMIT), (events) =>
        events === undefined || events.some((known) => known.id === event.id) ? events : [...events, event],
      );
      // Not awaited: the composer clears as soon as the relays accepted the comment.
      void queryClient.invalidateQueries({ queryKey: commentsRootKey(root) });
    },
  });
}
