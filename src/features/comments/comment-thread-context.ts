import { createContext, useContext } from 'react';

import type { CommentRoot } from '@/nostr/comment';

/** What every comment of one section shares, so the recursive item does not pass it down level by level. */
export interface CommentThreadContextValue {
  root: CommentRoot;
  /** Absolute URL of the page without its fragment; a comment's link adds `#comment-<id>`. */
  pageUrl: string;
  /** The comment named by the page's `#comment-<id>` fragment, highlighted when shown. */
  targetId: string | undefined;
  /** Comments whose replies start open because the target is below them. */
  revealed: ReadonlySet<string>;
}

export const CommentThreadContext = createContext<CommentThreadContextValue | undefined>(undefined);

export function useCommentThread(): CommentThreadContextValue {
  const value = useContext(CommentThreadContext);
  if (!value) throw new Error('useCommentThread must be used within a CommentsSection');
  return value;
}
