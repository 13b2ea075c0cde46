import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';

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
      <Link to={{ pathname: '/', search: browseSearchOf(location.state) }}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Marketplace
      </Link>
    </Button>
  );
}
