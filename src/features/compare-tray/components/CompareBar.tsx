import { ColumnsIcon, XIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { COMPARE_PATH } from '../compare-path';
import { compareTray } from '../compare-tray-store';
import { useCompareTray } from '../useCompareTray';

/**
 * The compare tray as a small bar at the bottom of every page while it holds a car: 'Compare (n)' opens
 * `/compare` (which writes the cars into its shareable URL), × empties the tray. Hidden on the compare page.
 */
export function CompareBar() {
  const entries = useCompareTray();
  const { pathname } = useLocation();
  if (entries.length === 0 || pathname === COMPARE_PATH) return null;
  return (
    <>
      {/* Room under the footer, so the floating bar never hides the end of the page (the footer, the last cards),
          also when it floats higher, above a phone's contact bar. */}
      <div aria-hidden="true" data-testid="compare-tray-room" className="h-[calc(4rem_+_var(--contact-bar-height,0px))]" />
      {/* Above a listing page's contact bar on a phone while it shows (its height, set by listing-detail). */}
      <div
        role="region"
        aria-label="Compare tray"
        className="pointer-events-none fixed inset-x-0 bottom-[calc(0.75rem_+_var(--contact-bar-height,0px))] z-40 flex justify-center px-3"
      >
        <div className="pointer-events-auto flex items-center gap-1 rounded-full border bg-background/95 p-1 shadow-lg backdrop-blur">
          <Link
            to={COMPARE_PATH}
            className="inline-flex h-9 items-center gap-2 rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ColumnsIcon className="size-4" aria-hidden="true" />
            Compare ({entries.length})
          </Link>
          <button
            type="button"
            onClick={() => compareTray.clear()}
            aria-label="Empty the compare tray"
            title="Empty the compare tray"
            className="inline-flex size-9 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </>
  );
}
