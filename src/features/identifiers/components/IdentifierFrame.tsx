import type { ReactNode } from 'react';

import { BackToMarketplace } from '@/features/listing-card/public';

/** The page around an identifier's event card and its states: 'Back to Marketplace' above, a readable width. */
export function IdentifierFrame({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:px-6">
      {back && <BackToMarketplace />}
      {children}
    </div>
  );
}
