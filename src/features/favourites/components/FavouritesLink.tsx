import { HeartIcon } from 'lucide-react';
import { Link } from 'react-router';

import { useCurrentUser } from '@/features/session/public';
import { cn } from '@/lib/utils';

import { FAVOURITES_PATH } from '../favourites-path';

/**
 * The header's way to the favourites. Signed out on phones the header has no room next to the relay
 * selector, 'Log in' and 'Sign Up': it shows from the `sm` width up then (docs/product.md §2 Header).
 */
export function FavouritesLink() {
  const { user } = useCurrentUser();
  return (
    <Link
      to={FAVOURITES_PATH}
      aria-label="Favourites"
      title="Favourites"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        !user && 'max-sm:hidden',
      )}
    >
      <HeartIcon aria-hidden="true" className="size-4" />
    </Link>
  );
}
