import { Dialog, DialogContent } from '@/components/ui/dialog';

import { LoginDialogBody } from './LoginDialogBody';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the signup dialog instead. */
  onSignup: () => void;
  /** Called after a successful login, before the dialog closes. */
  onLogin?: () => void;
}

/** docs/product.md §2 Login dialog. Its content mounts on open, so every opening starts from a clean state. */
export function LoginDialog({ open, onOpenChange, onSignup, onLogin }: LoginDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <LoginDialogBody
          onSignup={onSignup}
          onClose={() => onOpenChange(false)}
          onSuccess={() => {
            onLogin?.();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
