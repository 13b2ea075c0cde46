import { PartyPopperIcon } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';

import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DELAYS } from '@/config/constants';
import { toast } from '@/lib/toast-store';

import { SIGNUP_TOASTS } from '../../login-messages';

/** The last step: after 3 s the dialog closes and the 'Welcome!' toast appears (docs/product.md §4). */
export function SignupDoneStep({ onClose }: { onClose: () => void }) {
  // An effect event: a new onClose identity on re-render must not restart the countdown.
  const closeWithWelcome = useEffectEvent(() => {
    onClose();
    toast({ ...SIGNUP_TOASTS.welcome, variant: 'success' });
  });
  useEffect(() => {
    const timer = setTimeout(closeWithWelcome, DELAYS.welcomeToast);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <DialogHeader className="items-center text-center sm:items-center sm:text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PartyPopperIcon className="size-8" aria-hidden="true" />
        </span>
        <DialogTitle>Welcome</DialogTitle>
        <DialogDescription>Your account is ready. Browse cars, or list your own from the Sell tab.</DialogDescription>
      </DialogHeader>
    </>
  );
}
