import { BellOffIcon } from 'lucide-react';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/features/session/public';

import { MUTE_LABELS } from '../mute-messages';
import { useMuteActions } from '../useMuteActions';

/**
 * 'Mute {name}' in a menu (a comment's '…', docs/product.md §2 Mute). Signed in only, and never for oneself: a
 * menu closes when an item is chosen, so there is no room for the sign-in dialog; the seller card and profile
 * offer 'Mute seller' signed out.
 */
export function MuteMenuItem({ pubkey, name }: { pubkey: string; name: string }) {
  const { user } = useCurrentUser();
  const { mute } = useMuteActions();
  if (user === undefined || user.pubkey === pubkey) return null;
  return (
    <DropdownMenuItem onSelect={() => void mute({ type: 'pubkey', value: pubkey }, name)}>
      <BellOffIcon aria-hidden="true" />
      {MUTE_LABELS.mute} {name}
    </DropdownMenuItem>
  );
}
