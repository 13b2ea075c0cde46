import { MessageSquareIcon } from 'lucide-react';

/** docs/product.md §2 empty state. */
export function CommentsEmpty() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
      <MessageSquareIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No comments yet</p>
      <p className="text-sm text-muted-foreground">Be the first to share your thoughts!</p>
    </div>
  );
}
