import { Suspense } from 'react';

import { LazyListingForm, SellSignInPrompt } from '@/features/selling/public';
import { useCurrentUser } from '@/features/session/public';
import { usePageTitle } from '@/lib/usePageTitle';

/**
 * `/sell`: the sell form on a page of its own, a link a seller can be given (docs/product.md §2 Home: sell tab).
 * Signed out it explains why the form is not there and offers 'Log in' and 'Sign up'; the form shows once
 * logged in.
 */
export function SellPage() {
  usePageTitle('Sell Your Car');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      {user === undefined ? (
        <SellSignInPrompt />
      ) : (
        <Suspense fallback={null}>
          <LazyListingForm />
        </Suspense>
      )}
    </div>
  );
}
