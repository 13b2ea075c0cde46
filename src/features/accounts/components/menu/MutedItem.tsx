import { BellOffIcon } from 'lucide-react';
import { Link } from 'react-router';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { MUTED_PATH } from '@/config/mutes';

/** The account menu's 'Muted' (docs/product.md §2 Mute): the people, words and hashtags the user mutes. */
export function MutedItem() {
  return (
    <DropdownMenuItem asChild>
      <Link to={MUTED_PATH}>
        <BellOffIcon aria-hidden="true" />
        Muted
      </Link>
    </DropdownMenuItem>
  );
}
