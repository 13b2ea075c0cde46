import type { ReactNode } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

interface SignInFirstDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The login button (features/accounts), which opens the login dialog. */
  children: ReactNode;
}

/** An action that needs a key, pressed signed out: the dialog that says so and offers the login. */
export function SignInFirstDialog({ open, onOpenChange, title, description, children }: SignInFirstDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Closes this dialog once the login dialog is asked for (a click bubbles up after the button's own
            handler): closing it first, in the capture phase, unmounts the button before it can ask. */}
        <div onClick={() => onOpenChange(false)}>{children}</div>
      </DialogContent>
    </Dialog>
  );
}
