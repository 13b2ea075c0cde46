import { CarFrontIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { BRAND, TAGLINE } from '@/config/brand';
import { FavouritesLink } from '@/features/favourites/public';
import { SavedSearchesLink } from '@/features/saved-searches/public';
import { ThemeToggle } from '@/features/settings/public';

import { MessagesEntry } from './MessagesEntry';

/** Brand, tagline, Favourites, Saved searches (with a dot for new matches), 'Messages' (signed in), the theme toggle and the account area (login button or account menu). */
export function SiteHeader({ accountArea }: { accountArea: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <CarFrontIcon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block text-lg font-bold leading-tight tracking-tight">{BRAND}</span>
            <span className="hidden truncate text-xs text-muted-foreground sm:block">{TAGLINE}</span>
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-1.5">
          <FavouritesLink />
          <SavedSearchesLink />
          <MessagesEntry />
          <ThemeToggle />
          {accountArea}
        </div>
      </div>
    </header>
  );
}
