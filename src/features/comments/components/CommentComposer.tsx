import { Loader2Icon, SendIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useCurrentUser } from '@/features/session/public';
import { toast } from '@/lib/toast-store';
import type { CommentParent, CommentRoot } from '@/nostr/comment';

import { usePostComment } from '../api/usePostComment';
import { CommentSignInPrompt } from './CommentSignInPrompt';

interface CommentComposerProps {
  root: CommentRoot;
  /** The comment answered; without it the box writes a top-level comment. */
  parent?: CommentParent;
  /** Called after the comment was published and the thread refreshed (closes a reply box). */
  onPosted?: () => void;
  onCancel?: () => void;
}

/**
 * The compose box (docs/product.md §4 Comment composer): text is trimmed, empty text cannot be sent, inputs are
 * disabled with 'Posting...' while publishing, and the text is cleared on success. Signed out, a sign-in
 * prompt takes its place. Ctrl/⌘+Enter sends.
 */
export function CommentComposer({ root, parent, onPosted, onCancel }: CommentComposerProps) {
  const { user } = useCurrentUser();
  const post = usePostComment(root);
  const [text, setText] = useState('');
  const fieldId = useId();
  const isReply = parent !== undefined;

  if (!user) return <CommentSignInPrompt reply={isReply} />;

  const posting = post.isPending;
  const empty = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || posting) return;
    post.mutate(
      { text, parent },
      {
        onSuccess: () => {
          setText('');
          onPosted?.();
        },
        onError: (error) =>
          toast({ title: 'Failed to post comment', description: error.message, variant: 'destructive' }),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="space-y-2" aria-label={isReply ? 'Reply' : 'New comment'}>
      <label htmlFor={fieldId} className="sr-only">
        {isReply ? 'Your reply' : 'Your comment'}
      </label>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={isReply ? 'Write a reply...' : 'Share your thoughts...'}
        disabled={posting}
        autoFocus={isReply}
        rows={isReply ? 2 : 3}
        className="resize-y"
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={posting}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={empty || posting}>
          {posting ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : <SendIcon aria-hidden="true" />}
          {posting ? 'Posting...' : isReply ? 'Post Reply' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
