import { useEffect, useState, type RefObject } from 'react';

/** Room above the column while it sticks: the site header (h-16) and a gap (`lg:top-20`). */
const STICKY_TOP_PX = 80;
/** Room kept under a column taller than the window when it sticks by its end. */
const BOTTOM_GAP_PX = 16;

/**
 * Where the detail page's summary column sticks (docs/product.md §2 Listing detail): under the header while it
 * fits the window (undefined: the class's `top-20`); a taller column (the seller's own card, a long title, many
 * seller facts) gets a negative top, so it scrolls with the page until its end is in view and sticks there:
 * the contact buttons at its end stay in view, and nothing of it is out of reach.
 */
export function useStickyTop(column: RefObject<HTMLElement | null>): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    const element = column.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const room = window.innerHeight - element.offsetHeight - BOTTOM_GAP_PX;
      setTop(room >= STICKY_TOP_PX ? undefined : Math.min(STICKY_TOP_PX, room));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [column]);
  return top;
}
