import { HeartIcon } from 'lucide-react';
import { Link } from 'react-router';

import { FAVOURITES_PATH } from '../favourites-path';

/** The header's way to the favourites. */
export function FavouritesLink() {
  return (
    <Link
      to={FAVOURITES_PATH}
      aria-label="Favourites"
      title="Favourites"
      className="inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <HeartIcon aria-hidden="true" className="size-4" />
    </Link>
  );
}
