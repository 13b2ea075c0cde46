import { SignInFirstDialog } from '@/components/ui/sign-in-first-dialog';
import { LoginButton } from '@/features/accounts/public';

/** 'Follow' pressed signed out (docs/product.md §2 Web of trust): a follow list is signed with the user's key. */
export function SignInToFollowDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SignInFirstDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to follow"
      description="Log in or create an account to follow this seller. Your follows are signed with your key and kept on your relays."
    >
      <LoginButton className="w-full" />
    </SignInFirstDialog>
  );
}
