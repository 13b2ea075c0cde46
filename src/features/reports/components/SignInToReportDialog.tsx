import { SignInFirstDialog } from '@/components/ui/sign-in-first-dialog';
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
    <SignInFirstDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to report"
      description={`Log in or create an account to report ${listing ? 'this listing' : 'this seller'}. Reports are signed with your key.`}
    >
      <LoginButton className="w-full" />
    </SignInFirstDialog>
  );
}
