import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoginButton } from '@/features/accounts/public';

interface SignInToReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A listing's report, else a person's. */
  listing: boolean;
}

/** 'Report' pressed signed out (docs/product.md §2 Report): a report is signed with the reporter's key, so sign in first. */
export function SignInToReportDialog({ open, onOpenChange, listing }: SignInToReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Sign in to report</DialogTitle>
          <DialogDescription>
            Log in or create an account to report {listing ? 'this listing' : 'this seller'}. Reports are signed with your key.
          </DialogDescription>
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
