import { ListIcon } from 'lucide-react';
import { Link } from 'react-router';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { MY_LISTINGS_PATH } from '@/config/seller';

/** The account menu's 'My Listings' (docs/product.md §2 Account menu): the signed-in seller's own listings. */
export function MyListingsItem() {
  return (
    <DropdownMenuItem asChild>
      <Link to={MY_LISTINGS_PATH}>
        <ListIcon aria-hidden="true" />
        My Listings
      </Link>
    </DropdownMenuItem>
  );
}
