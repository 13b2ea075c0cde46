import { Outlet, useLocation } from 'react-router';

import { AccountArea } from '@/features/accounts/public';
import { DeferredCompareBar } from '@/features/compare-tray/public';
import { MutesFromCache } from '@/features/mutes/public';

import { ErrorBoundary } from '../ErrorBoundary';
import { ScrollToTop } from '../ScrollToTop';
import { AccountListSyncs } from './AccountListSyncs';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/*
 * The parts around the page, made once: the layout re-renders with every URL change (each search keystroke
 * changes `?q=`), and an element React has already rendered is skipped, with everything under it.
 */
const HEADER = <SiteHeader accountArea={<AccountArea />} />;
const AFTER_MAIN = (
  <>
    <SiteFooter />
    <DeferredCompareBar />
    <AccountListSyncs />
  </>
);

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      {/* Before the page's content paints: a warm visit's mutes hide muted sellers from the first frame. */}
      <MutesFromCache />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {HEADER}
      {/* At least a screen tall: while a page loads its content the footer stays below the fold, instead of
          showing and then jumping down when the content arrives (a layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        {/* A page that fails to render shows the fallback inside the layout; navigating away resets it. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {AFTER_MAIN}
    </div>
  );
}
