import { CarFrontIcon, TagIcon } from 'lucide-react';
import { memo, Suspense } from 'react';
import { useLocation } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/light-tabs';
import { BRAND, TAGLINE } from '@/config/brand';
import type { HomeTabState } from '@/config/seller';
import { InfoCards } from '@/features/home/public';
import { ListingBrowser } from '@/features/browse/public';
import { SaveSearchButton } from '@/features/saved-searches/public';
import { LazyListingForm, SellSignInPrompt } from '@/features/selling/public';
import { useCurrentUser } from '@/features/session/public';
import { usePageTitle } from '@/lib/usePageTitle';

/*
 * Made once: the page re-renders with every URL change (each search keystroke), and an element React has
 * already rendered is skipped, with everything under it.
 */
const INTRODUCTION = (
  <>
    <section className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TAGLINE}</h1>
      <p className="max-w-2xl text-muted-foreground">
        Buy and sell cars directly with their owners. {BRAND} listings are signed events on open relays.
      </p>
    </section>
    <InfoCards />
  </>
);
const SAVE_SEARCH = <SaveSearchButton />;

// The sell tab is open signed out too: it says why there is no form and offers 'Log in' and 'Sign up'
// (docs/product.md §2 Home: sell tab), where a greyed tab said nothing.
const HomeTabsList = memo(function HomeTabsList() {
  return (
    <TabsList className="grid w-full grid-cols-2 sm:w-auto sm:inline-grid">
      <TabsTrigger value="browse">
        <CarFrontIcon aria-hidden="true" />
        Browse Cars
      </TabsTrigger>
      <TabsTrigger value="sell">
        <TagIcon aria-hidden="true" />
        Sell Your Car
      </TabsTrigger>
    </TabsList>
  );
});

export function HomePage() {
  usePageTitle();
  const { user } = useCurrentUser();
  const location = useLocation();
  // 'Sell a car' on My Listings opens this page on the sell tab (docs/product.md §2 My Listings).
  const openSell = (location.state as HomeTabState | null)?.homeTab === 'sell';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      {INTRODUCTION}
      <Tabs defaultValue={openSell ? 'sell' : 'browse'}>
        <HomeTabsList />
        <TabsContent value="browse">
          <ListingBrowser searchActions={SAVE_SEARCH} />
        </TabsContent>
        <TabsContent value="sell">
          {user ? (
            <Suspense fallback={null}>
              <LazyListingForm />
            </Suspense>
          ) : (
            <SellSignInPrompt />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
