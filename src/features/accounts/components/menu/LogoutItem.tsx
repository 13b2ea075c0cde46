import type { NUser } from '@nostrify/react/login';
import { LogOutIcon } from 'lucide-react';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { toast } from '@/lib/toast-store';

import { loginIdOf } from '../../login-to-user';
import { useAccountDisplay } from '../../useAccountDisplay';
import { useLoginActions } from '../../useLoginActions';

const ITEM_CLASS = 'text-destructive focus:bg-destructive/10 focus:text-destructive';

function LogoutEntry({ onSelect }: { onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect} className={ITEM_CLASS}>
      <LogOutIcon aria-hidden="true" />
      Log out
    </DropdownMenuItem>
  );
}

/**
 * Logging out while another account stays saved makes that one active: the toast says so, so nobody goes on
 * (listing a car, writing to a seller) believing they are still the account they left (docs/product.md §2
 * Account menu).
 */
function LogoutSwitching({ user, name, next }: { user: NUser; name: string; next: NUser }) {
  const actions = useLoginActions();
  const { name: nextName } = useAccountDisplay(next.pubkey);
  return (
    <LogoutEntry
      onSelect={() => {
        actions.logout(loginIdOf(user));
        toast({ title: `Logged out of ${name}. Now using ${nextName}.` });
      }}
    />
  );
}

function LogoutLast({ user }: { user: NUser }) {
  const actions = useLoginActions();
  return <LogoutEntry onSelect={() => actions.logout(loginIdOf(user))} />;
}

/** 'Log out' of the account menu; `next` is the saved account that becomes active, if any. */
export function LogoutItem({ user, name, next }: { user: NUser; name: string; next?: NUser }) {
  return next === undefined ? <LogoutLast user={user} /> : <LogoutSwitching user={user} name={name} next={next} />;
}
