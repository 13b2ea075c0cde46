import { AuthorLine } from '@/features/profiles/public';

import { useNow } from '../use-now';

/** Avatar, name and age of a comment, the age kept current while the thread is open. */
export function CommentAuthor({ pubkey, createdAt }: { pubkey: string; createdAt: number }) {
  return <AuthorLine pubkey={pubkey} createdAt={createdAt} now={useNow()} testId="comment-author" />;
}
