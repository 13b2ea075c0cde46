import type { ReactNode } from 'react';

import { SignInFirstDialog } from '@/components/ui/sign-in-first-dialog';

/**
 * 'Mute seller' pressed signed out (docs/product.md §2 Mute): mutes are the account's list, so sign in first.
 * `loginButton` is the accounts feature's, given by the screen (accounts imports features that import mutes).
 */
export function SignInToMuteDialog({ open, onOpenChange, loginButton }: { open: boolean; onOpenChange: (open: boolean) => void; loginButton: ReactNode }) {
  return (
    <SignInFirstDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to mute"
      description="Log in or create an account to mute this seller. Your mutes are kept on your relays, encrypted so only you can read them."
    >
      {loginButton}
    </SignInFirstDialog>
  );
}
