import { SignInFirstDialog } from '@/components/ui/sign-in-first-dialog';
import { LoginButton, SignupButton } from '@/features/accounts/public';

interface SignInToMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sellerName: string;
}

/** 'Message Seller' pressed signed out (docs/product.md §2 Listing detail): sign in first. */
export function SignInToMessageDialog({ open, onOpenChange, sellerName }: SignInToMessageDialogProps) {
  return (
    <SignInFirstDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to message the seller"
      description={`Log in or create an account to ask ${sellerName} about this car in a private, end-to-end encrypted message.`}
    >
      {/* A buyer new to Nostr has no key yet: signing up is offered beside logging in. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <LoginButton className="flex-1" variant="outline" />
        <SignupButton className="flex-1" />
      </div>
    </SignInFirstDialog>
  );
}
