import type { ReactNode } from 'react';

import { BackToMarketplace } from '@/features/listing-card/public';

/** A listing page's column: 'Back to Marketplace' above the listing (or its loading state, or the seller choice). */
export function ListingScreenFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <BackToMarketplace />
      {children}
    </div>
  );
}
