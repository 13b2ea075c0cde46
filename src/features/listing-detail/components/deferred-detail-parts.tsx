import { lazy } from 'react';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { afterFirstContent } from '@/lib/after-first-content';
import { cn } from '@/lib/utils';
import type { CarListing } from '@/nostr/listing';
import { comparableKey } from '@/nostr/price-rating';

import { HOW_WE_RATED, insightsRowHeight } from './insights/insights-size';
import { MAIN_CONTACT_HEIGHT } from './main-contact-size';

/**
 * A listing opened from a shared link shows its title, price and first photo with only the detail page's own
 * code (docs/architecture.md §10). The rest loads right after, all at once: the buyer hints, the main contact
 * button, the seller card and the comments in one chunk (detail-extras.ts), started as soon as the listing renders, with inert
 * look-alikes of about their size until then. The seller's own actions load only for the seller.
 */
const extras = () => import('./detail-extras');

const PLACEHOLDER_TITLE = 'text-lg font-semibold leading-tight tracking-tight text-muted-foreground';

/** The buyer hints' size: the row of badges and Compare, and the 'How we rated this' box when there will be one. */
export const DeferredDetailInsights = afterFirstContent(
  () => extras().then((module) => module.DetailInsights),
  ({ listing }: { listing: CarListing }) => (
    <div aria-hidden="true" className="space-y-3">
      <div className={insightsRowHeight(comparableKey(listing) !== undefined)} />
      {comparableKey(listing) !== undefined && <div className="select-none rounded-lg border px-4 py-2.5 text-sm font-medium text-transparent">{HOW_WE_RATED}</div>}
    </div>
  ),
);

/** The main contact button's room under the buyer hints (MainContactButton), also drawn by the boot paint. */
export const DeferredMainContact = afterFirstContent(
  () => extras().then((module) => module.MainContactButton),
  () => <Skeleton className={cn(MAIN_CONTACT_HEIGHT, 'w-full')} />,
);

export const DeferredSellerCard = afterFirstContent(
  () => extras().then((module) => module.SellerCard),
  () => (
    <Card aria-hidden="true">
      <CardHeader className="pb-3 sm:pb-3">
        <div className={PLACEHOLDER_TITLE}>Seller</div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
        <div className="space-y-2">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      </CardContent>
    </Card>
  ),
);

export const DeferredCommentsSection = afterFirstContent(
  () => extras().then((module) => module.CommentsSection),
  () => (
    <Card aria-hidden="true">
      <CardHeader className="pb-3 sm:pb-4">
        <div className={PLACEHOLDER_TITLE}>Comments</div>
      </CardHeader>
      <CardContent className="space-y-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  ),
);

/** The seller's own actions (edit, mark as sold, delete): their code loads only when the seller looks. */
export const LazySellerActions = lazy(() => import('./SellerActions').then((module) => ({ default: module.SellerActions })));

/** The choice between sellers of one listing id (a rare page): loads when needed. */
export const LazySellerChooser = lazy(() => import('./SellerChooser').then((module) => ({ default: module.SellerChooser })));
