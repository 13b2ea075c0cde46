import { Suspense } from 'react';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';

import { LazySellerActions } from './deferred-detail-parts';
import { DetailCardTitle } from './DetailCardTitle';

/**
 * The detail page's 'Your listing' card (docs/product.md §2 Listing detail): the seller actions, shown only to
 * the signed-in author of the listing (their code loads only then).
 */
export function OwnListingCard({ listing, seenOn }: { listing: CarListing; seenOn?: readonly string[] }) {
  const { user } = useCurrentUser();
  if (user === undefined || user.pubkey !== listing.pubkey) return null;
  return (
    <Card role="region" aria-labelledby="own-listing-title">
      <CardHeader className="pb-3 sm:pb-3">
        <DetailCardTitle id="own-listing-title">Your listing</DetailCardTitle>
        <p className="text-sm text-muted-foreground">Signed with your key. Only you can change it.</p>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-9 w-full" />}>
          <LazySellerActions listing={listing} seenOn={seenOn} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
