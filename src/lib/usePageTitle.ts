import { useEffect } from 'react';

import { BRAND, TAGLINE } from '@/config/brand';

/** Sets the document title; every title carries the brand. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : `${BRAND} — ${TAGLINE}`;
  }, [title]);
}
