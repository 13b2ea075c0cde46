import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

import { isReturnToCard } from '@/features/listing-card/public';

/**
 * Scrolls to the top on every path change (docs/product.md §2 Routes); query-string changes such as a search do
 * not. A return to the marketplace grid from a card it opened is left to the grid, which scrolls back to that card.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (isReturnToCard(pathname, navigationType, state)) return;
    window.scrollTo(0, 0);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies, react-hooks/exhaustive-deps -- the path change is the trigger; how it came about is read with it
  }, [pathname]);
  return null;
}
