import { ArrowRightIcon, ShieldCheckIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { BRAND, PROTOCOL_NAME } from '@/config/brand';

export function SignupWelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Create Your Account</DialogTitle>
        <DialogDescription>
          Your {BRAND} account is a {PROTOCOL_NAME} identity: a secret key that only you hold. No email, no password
          reset, no one who can lock you out.
        </DialogDescription>
      </DialogHeader>
      <ul className="space-y-2 text-sm">
        {['Generate a secret key in your browser', 'Save it somewhere safe', 'Add a name and a picture (optional)'].map(
          (item) => (
            <li key={item} className="flex items-start gap-2">
              <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {item}
            </li>
          ),
        )}
      </ul>
      <Button className="w-full" onClick={onStart}>
        Get Started
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </>
  );
}
