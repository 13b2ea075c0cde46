import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';

import { RETURN_TO_CARD } from '../browse-return';

/** What a card link carries so the way back restores the search, filters and sort the user came from. */
export interface FromBrowseState {
  browseSearch?: string;
}

function browseSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const search = (state as FromBrowseState).browseSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

export function BackToMarketplace({ variant = 'ghost' }: { variant?: 'ghost' | 'default' }) {
  const location = useLocation();
  return (
    <Button asChild variant={variant} className={variant === 'ghost' ? '-ml-3' : undefined}>
      {/* Returns to the place in the grid and the card that was opened, as browser Back does (browse-return.ts). */}
      <Link to={{ pathname: '/', search: browseSearchOf(location.state) }} state={RETURN_TO_CARD}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Marketplace
      </Link>
    </Button>
  );
}
