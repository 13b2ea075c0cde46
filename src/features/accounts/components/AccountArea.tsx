import { LogInIcon, UserPlusIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import { afterFirstContent } from '@/lib/after-first-content';

import { useLoginDialog } from '../useLoginDialog';
import { DeferredRelaySelector } from './DeferredRelaySelector';

/*
 * Signed-in only (profile, menu, account switching): signed-out visitors never download it, and the signed-in
 * download it after the page's main content (src/lib/first-content.ts), an empty slot of its size until then.
 */
const AccountMenu = afterFirstContent(
  () => import('./menu/AccountMenu').then((module) => module.AccountMenu),
  () => <div className="size-9" />,
);

/** The header's account area: the account menu when signed in; relay, 'Log in' and 'Sign Up' otherwise. */
export function AccountArea() {
  const { user, users } = useCurrentUser();
  const { openLogin, openSignup } = useLoginDialog();

  if (user) {
    return <AccountMenu user={user} others={users.slice(1)} />;
  }

  return (
    <div className="flex items-center gap-1.5">
      <DeferredRelaySelector compact className="max-w-44" />
      <Button size="sm" variant="ghost" onClick={openLogin}>
        <LogInIcon aria-hidden="true" className="max-sm:hidden" />
        Log in
      </Button>
      <Button size="sm" onClick={openSignup}>
        <UserPlusIcon aria-hidden="true" className="max-sm:hidden" />
        Sign Up
      </Button>
    </div>
  );
}
