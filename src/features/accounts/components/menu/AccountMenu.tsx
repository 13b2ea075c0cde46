import type { NUser } from '@nostrify/react/login';
import { ChevronDownIcon, LockIcon, PencilIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EditProfileDialog } from '@/features/profiles/public';
import { shortenPubkey } from '@/nostr/profile';

import { loginIdOf } from '../../login-to-user';
import { useAccountDisplay } from '../../useAccountDisplay';
import { useLoginActions } from '../../useLoginActions';
import { useLoginDialog } from '../../useLoginDialog';
import { useProtectedKeys } from '../../useProtectedKeys';
import { RelaySelector } from '../RelaySelector';
import { AccountAvatar } from './AccountAvatar';
import { LogoutItem } from './LogoutItem';
import { MutedItem } from './MutedItem';
import { MyListingsItem } from './MyListingsItem';
import { ProtectKeyDialog } from './ProtectKeyDialog';
import { SwitchAccountItem } from './SwitchAccountItem';

/** docs/product.md §2 Account menu: who is signed in, 'Edit Profile', 'My Listings', 'Muted', Switch Relay, Switch Account, 'Add another account', 'Log out'. */
export function AccountMenu({ user, others }: { user: NUser; others: NUser[] }) {
  const actions = useLoginActions();
  const { openLogin } = useLoginDialog();
  // Each account's profile is its own single-author query (docs/product.md §7), shared with the rest of the app.
  const { name, picture } = useAccountDisplay(user.pubkey);
  const { isProtected } = useProtectedKeys();
  const [protecting, setProtecting] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2" data-testid="account-menu-trigger">
            <AccountAvatar name={name} picture={picture} />
            <span className="max-w-36 truncate max-sm:sr-only">{name}</span>
            <ChevronDownIcon className="opacity-60 max-sm:hidden" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <div className="flex items-center gap-3 px-2 py-2">
            <AccountAvatar name={name} picture={picture} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold" data-testid="current-account-name">
                {name}
              </p>
              <p className="truncate font-mono text-xs text-muted-foreground">{shortenPubkey(user.pubkey)}</p>
            </div>
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setEditingProfile(true)}>
            <PencilIcon aria-hidden="true" />
            Edit Profile
          </DropdownMenuItem>
          <MyListingsItem />
          <MutedItem />
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Switch Relay</DropdownMenuLabel>
          <div className="px-2 pb-2">
            <RelaySelector className="w-full" />
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Switch Account</DropdownMenuLabel>
          {others.map((other) => (
            <SwitchAccountItem key={loginIdOf(other)} pubkey={other.pubkey} onSelect={() => actions.switchTo(loginIdOf(other))} />
          ))}
          <DropdownMenuItem onSelect={openLogin}>
            <UserPlusIcon aria-hidden="true" />
            Add another account
          </DropdownMenuItem>
          {user.method === 'nsec' && (
            <>
              <DropdownMenuSeparator />
              {/* Only a key held by this app can be encrypted; extension and bunker keys never reach it. */}
              {isProtected(user.pubkey) ? (
                <DropdownMenuItem disabled>
                  <LockIcon aria-hidden="true" />
                  Key protected with password
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => setProtecting(true)}>
                  <LockIcon aria-hidden="true" />
                  Protect key with password
                </DropdownMenuItem>
              )}
            </>
          )}
          <DropdownMenuSeparator />
          <LogoutItem user={user} name={name} next={others[0]} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ProtectKeyDialog pubkey={user.pubkey} open={protecting} onOpenChange={setProtecting} />
      <EditProfileDialog pubkey={user.pubkey} open={editingProfile} onOpenChange={setEditingProfile} />
    </>
  );
}
