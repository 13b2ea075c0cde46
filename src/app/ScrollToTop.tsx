import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every path change (docs/product.md §2); query-string changes such as a search do not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the path change is the trigger
  }, [pathname]);
  return null;
}
