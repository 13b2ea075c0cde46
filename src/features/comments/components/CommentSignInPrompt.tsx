import { LoginButton } from '@/features/accounts/public';

/** Replaces a compose box for signed-out visitors (docs/product.md §2, §6): 'Sign in to comment' / 'Sign in to reply'. */
export function CommentSignInPrompt({ reply = false }: { reply?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-4 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="text-sm font-medium text-muted-foreground">{reply ? 'Sign in to reply' : 'Sign in to comment'}</p>
      <LoginButton size="sm" />
    </div>
  );
}
