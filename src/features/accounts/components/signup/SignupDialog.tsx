import { Dialog, DialogContent } from '@/components/ui/dialog';

import { SignupDialogBody } from './SignupDialogBody';

interface SignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** When given, called 600 ms after the profile step instead of showing the done step (docs/product.md §4). */
  onComplete?: () => void;
}

/** docs/product.md §2 Signup dialog. Its content mounts on open, so each opening starts at the welcome step. */
export function SignupDialog({ open, onOpenChange, onComplete }: SignupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <SignupDialogBody onComplete={onComplete} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
