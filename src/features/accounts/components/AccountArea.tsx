import { LogInIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';

/** The header's account area. Logging in arrives with the accounts feature; until then it explains itself. */
export function AccountArea() {
  return (
    <Button
      size="sm"
      onClick={() => toast({ title: 'Log in', description: 'Signing in is coming soon. Browsing needs no account.' })}
    >
      <LogInIcon />
      Log in
    </Button>
  );
}
