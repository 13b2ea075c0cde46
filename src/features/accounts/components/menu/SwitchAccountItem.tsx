import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

import { useAccountDisplay } from '../../useAccountDisplay';
import { AccountAvatar } from './AccountAvatar';

/** One saved, inactive account in the Switch Account list. */
export function SwitchAccountItem({ pubkey, onSelect }: { pubkey: string; onSelect: () => void }) {
  const { name, picture } = useAccountDisplay(pubkey);
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <AccountAvatar name={name} picture={picture} className="size-6 text-xs" />
      <span className="min-w-0 flex-1 truncate">{name}</span>
    </DropdownMenuItem>
  );
}
