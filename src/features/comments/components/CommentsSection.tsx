import { MessageSquareIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { listingCommentRoot, type CommentRoot } from '@/nostr/comment';
import type { CarListing } from '@/nostr/listing';

import { useComments } from '../api/useComments';
import { ancestorsOf, commentAnchorId, commentIdFromHash } from '../comment-anchor';
import { CommentThreadContext, type CommentThreadContextValue } from '../comment-thread-context';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentsEmpty } from './CommentsEmpty';
import { CommentsError } from './CommentsError';
import { CommentsSkeleton } from './CommentsSkeleton';

export type CommentsSectionProps = { className?: string } & (
  | { listing: Pick<CarListing, 'pubkey' | 'd' | 'event'>; root?: never }
  | { root: CommentRoot; listing?: never }
);

const NOTHING_REVEALED: ReadonlySet<string> = new Set();

/** Callers build a new root object on every render; threading should only rerun when its content changes. */
function useStableRoot(root: CommentRoot): CommentRoot {
  const key = JSON.stringify(root);
  return useMemo(() => JSON.parse(key) as CommentRoot, [key]);
}

/**
 * docs/product.md §2 Comments section for a listing (its `30402:<pubkey>:<d>` coordinate) or any NIP-22 root: title
 * with the total count, compose box, and the thread in its loading, empty, error and loaded states. A
 * `#comment-<id>` fragment in the URL opens the branch holding that comment, scrolls to it and marks it.
 */
export function CommentsSection(props: CommentsSectionProps) {
  const root = useStableRoot(props.listing ? listingCommentRoot(props.listing) : props.root);
  const { comments, thread } = useComments(root);
  const location = useLocation();
  const titleId = useId();
  const targetId = commentIdFromHash(location.hash);
  const pageUrl = new URL(`${location.pathname}${location.search}`, window.location.origin).href;

  const context = useMemo((): CommentThreadContextValue => {
    const revealed = thread && targetId ? ancestorsOf(thread.threads, targetId) : NOTHING_REVEALED;
    return { root, pageUrl, targetId, revealed };
  }, [root, pageUrl, targetId, thread]);

  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (thread === undefined || targetId === undefined || scrolledTo.current === targetId) return;
    const element = document.getElementById(commentAnchorId(targetId));
    if (element === null) return;
    scrolledTo.current = targetId;
    element.scrollIntoView({ block: 'center' });
  }, [thread, targetId]);

  let body;
  if (thread !== undefined && thread.threads.length > 0) {
    body = (
      <div className="space-y-6" data-testid="comment-list">
        {thread.threads.map((node) => (
          <CommentItem key={node.event.id} node={node} />
        ))}
      </div>
    );
  } else if (thread !== undefined) {
    body = <CommentsEmpty />;
  } else if (comments.isError) {
    body = <CommentsError onRetry={() => void comments.refetch()} />;
  } else {
    body = <CommentsSkeleton />;
  }

  return (
    <section aria-labelledby={titleId} className={cn('min-w-0', props.className)}>
      <Card>
        <CardHeader className="pb-3 sm:pb-4">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold leading-tight tracking-tight">
            <MessageSquareIcon className="size-5 text-primary" aria-hidden="true" />
            Comments
            {thread !== undefined && (
              <span className="font-normal text-muted-foreground" data-testid="comments-count">
                ({thread.total})
              </span>
            )}
          </h2>
        </CardHeader>
        <CardContent className="space-y-6">
          <CommentThreadContext value={context}>
            <CommentComposer root={root} />
            {body}
          </CommentThreadContext>
        </CardContent>
      </Card>
    </section>
  );
}
