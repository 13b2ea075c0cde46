import { BellOffIcon } from 'lucide-react';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/features/session/public';

import { MUTE_LABELS } from '../mute-messages';
import { useMuteActions } from '../useMuteActions';

interface MuteSellerMenuItemProps {
  pubkey: string;
  /** The seller's display name, for the toasts. */
  name: string;
  /**
   * Chosen signed out: the menu closes as an item is chosen, so the screen that holds the menu opens the
   * sign-in dialog (SignInToMuteDialog) itself.
   */
  onSignInNeeded: () => void;
}

/**
 * 'Mute seller' in a listing's menu (a grid card's, docs/product.md §2 Mute): never for oneself; signed out it
 * asks to log in first, as the seller card's button does.
 */
export function MuteSellerMenuItem({ pubkey, name, onSignInNeeded }: MuteSellerMenuItemProps) {
  const { user } = useCurrentUser();
  const { mute } = useMuteActions();
  if (user?.pubkey === pubkey) return null;
  return (
    <DropdownMenuItem onSelect={() => (user === undefined ? onSignInNeeded() : void mute({ type: 'pubkey', value: pubkey }, name))}>
      <BellOffIcon aria-hidden="true" />
      {MUTE_LABELS.muteSeller}
    </DropdownMenuItem>
  );
}
