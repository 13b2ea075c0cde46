import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoginButton } from '@/features/accounts/public';

interface SignInToMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sellerName: string;
}

/** 'Message Seller' pressed signed out (docs/product.md §2 Listing detail): sign in first. */
export function SignInToMessageDialog({ open, onOpenChange, sellerName }: SignInToMessageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sign in to message the seller</DialogTitle>
          <DialogDescription>Log in or create an account to ask {sellerName} about this car in a private, end-to-end encrypted message.</DialogDescription>
        </DialogHeader>
        {/* Closes this dialog once the login dialog is asked for (a click bubbles up after the button's own
            handler): closing it first, in the capture phase, unmounts the button before it can ask. */}
        <div onClick={() => onOpenChange(false)}>
          <LoginButton className="w-full" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
