import { useEffect, useState, type RefObject } from 'react';

/** Narrow screens, where the seller card is far from most of the page (below `md`, docs/product.md §2 Contact bar). */
export const CONTACT_BAR_MEDIA = '(max-width: 767px)';

function narrowNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(CONTACT_BAR_MEDIA).matches;
}

/**
 * Whether the contact bar shows: on a narrow screen, while the page's own contact buttons (`anchor`) are out of
 * view (scrolled past, or not reached yet). Where IntersectionObserver is missing, never: the seller card's
 * buttons are always there.
 */
export function useContactBarShown(anchor: RefObject<Element | null>): boolean {
  const [narrow, setNarrow] = useState(narrowNow);
  const [outOfView, setOutOfView] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(CONTACT_BAR_MEDIA);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const element = anchor.current;
    if (!narrow || element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry !== undefined) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setOutOfView(false);
    };
  }, [narrow, anchor]);

  return narrow && outOfView;
}
