import { CarFrontIcon, TagIcon } from 'lucide-react';
import { memo, Suspense } from 'react';
import { useLocation } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/light-tabs';
import { BRAND, TAGLINE } from '@/config/brand';
import type { HomeTabState } from '@/config/seller';
import { SignInPrompt } from '@/features/accounts/public';
import { InfoCards } from '@/features/home/public';
import { ListingBrowser } from '@/features/browse/public';
import { SaveSearchButton } from '@/features/saved-searches/public';
import { LazyListingForm } from '@/features/selling/public';
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

const HomeTabsList = memo(function HomeTabsList({ canSell }: { canSell: boolean }) {
  return (
    <TabsList className="grid w-full grid-cols-2 sm:w-auto sm:inline-grid">
      <TabsTrigger value="browse">
        <CarFrontIcon aria-hidden="true" />
        Browse Cars
      </TabsTrigger>
      <TabsTrigger value="sell" disabled={!canSell}>
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
  const openSell = user !== undefined && (location.state as HomeTabState | null)?.homeTab === 'sell';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      {INTRODUCTION}
      <Tabs defaultValue={openSell ? 'sell' : 'browse'}>
        <HomeTabsList canSell={user !== undefined} />
        <TabsContent value="browse">
          <ListingBrowser searchActions={SAVE_SEARCH} />
        </TabsContent>
        {/* Reachable signed out only by logging out while on this tab: the tab itself is disabled then. */}
        <TabsContent value="sell">
          {user ? (
            <Suspense fallback={null}>
              <LazyListingForm />
            </Suspense>
          ) : (
            <SignInPrompt
              title="Sign in to sell your car"
              description="Log in, or create a free account in a minute, to publish your car to the network."
              icon={<TagIcon className="size-6" aria-hidden="true" />}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
