import { Link } from 'react-router';

import { BRAND, PROTOCOL_NAME } from '@/config/brand';
import { FAVOURITES_PATH } from '@/features/favourites/public';
import { SAVED_PATH } from '@/features/saved-searches/public';

const FOOTER_LINK = 'underline-offset-4 hover:text-foreground hover:underline';

/** Copyright, the buyer's lists (the header has no room for them on a signed-out phone) and the protocol. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {BRAND} · open listings, signed by their sellers
        </p>
        <nav aria-label="Your lists" className="flex gap-4">
          <Link to={FAVOURITES_PATH} className={FOOTER_LINK}>
            Favourites
          </Link>
          <Link to={SAVED_PATH} className={FOOTER_LINK}>
            Saved searches
          </Link>
        </nav>
        <p>
          Powered by <span className="font-medium text-foreground">{PROTOCOL_NAME}</span>
        </p>
      </div>
    </footer>
  );
}
