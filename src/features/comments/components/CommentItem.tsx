import { ReplyIcon } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent } from '@/components/ui/collapsible';
import { REPLY_EXPANDED_BELOW_DEPTH, REPLY_MAX_DEPTH } from '@/config/constants';
import { cn } from '@/lib/utils';
import { countDescendants, type CommentTree } from '@/nostr/comment-thread';

import { commentAnchorId } from '../comment-anchor';
import { useCommentThread } from '../comment-thread-context';
import { CommentAuthor } from './CommentAuthor';
import { CommentComposer } from './CommentComposer';
import { CommentOptionsMenu } from './CommentOptionsMenu';
import { NoteContent } from './NoteContent';
import { RepliesToggle } from './RepliesToggle';
import { ReplyingTo } from './ReplyingTo';

interface CommentItemProps {
  node: CommentTree;
  /** Author of the comment this one answers; shown only where indentation stops (beyond the max depth). */
  parentPubkey?: string;
}

/**
 * One comment with its reply box and collapsible replies (docs/product.md §2). Comments at depth 0 and 1 show their
 * replies open ("expanded below depth 2"); deeper ones start closed. Indentation stops at depth 3
 * (REPLY_MAX_DEPTH): deeper replies are still rendered, at that depth's indentation and with a 'Replying
 * to' line, so nothing is lost and narrow screens keep their width.
 */
export function CommentItem({ node, parentPubkey }: CommentItemProps) {
  const { root, targetId, revealed } = useCommentThread();
  const { event, depth, replies } = node;
  const isRevealed = revealed.has(event.id);
  const [open, setOpen] = useState(depth < REPLY_EXPANDED_BELOW_DEPTH || isRevealed);
  // A `#comment-<id>` link followed while the thread is on screen opens this branch too.
  const [wasRevealed, setWasRevealed] = useState(isRevealed);
  if (isRevealed !== wasRevealed) {
    setWasRevealed(isRevealed);
    if (isRevealed) setOpen(true);
  }
  const [replying, setReplying] = useState(false);
  const replyCount = useMemo(() => countDescendants(node), [node]);
  const indentReplies = depth < REPLY_MAX_DEPTH;

  return (
    <Collapsible asChild open={open} onOpenChange={setOpen}>
      <article
        id={commentAnchorId(event.id)}
        data-testid="comment"
        data-depth={depth}
        className={cn('scroll-mt-24 rounded-md', targetId === event.id && 'bg-primary/5 ring-2 ring-primary/40 ring-offset-4 ring-offset-card')}
      >
        <div className="flex items-start gap-2">
          <CommentAuthor pubkey={event.pubkey} createdAt={event.created_at} />
          <CommentOptionsMenu event={event} />
        </div>
        {depth > REPLY_MAX_DEPTH && parentPubkey !== undefined && <ReplyingTo pubkey={parentPubkey} />}
        <NoteContent content={event.content} className="mt-2 text-sm leading-relaxed" />
        <div className="-ml-2 mt-1 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2 text-muted-foreground"
            aria-expanded={replying}
            onClick={() => setReplying((current) => !current)}
          >
            <ReplyIcon aria-hidden="true" />
            Reply
          </Button>
          {replyCount > 0 && <RepliesToggle count={replyCount} open={open} />}
        </div>
        {replying && (
          <div className="mt-2">
            <CommentComposer
              root={root}
              parent={event}
              onPosted={() => {
                setReplying(false);
                setOpen(true);
              }}
              onCancel={() => setReplying(false)}
            />
          </div>
        )}
        {replies.length > 0 && (
          <CollapsibleContent
            className={cn('mt-3 space-y-5', indentReplies && 'border-l-2 border-border pl-3 sm:pl-5')}
            data-testid="comment-replies"
          >
            {replies.map((reply) => (
              <CommentItem key={reply.event.id} node={reply} parentPubkey={event.pubkey} />
            ))}
          </CollapsibleContent>
        )}
      </article>
    </Collapsible>
  );
}
