import { UserPlusIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';
import { afterFirstContent } from '@/lib/after-first-content';
import { cn } from '@/lib/utils';

/**
 * The web of trust's parts of screens load after the page's main content (src/lib/first-content.ts): the
 * follows, the follows' lists and the reports are background reads, never in front of the first cars. Until
 * then each part is an empty slot (a warning or a fact that is not known yet takes no room).
 */
export const DeferredSellerNetwork = afterFirstContent(
  () => import('./SellerNetwork').then((module) => module.SellerNetwork),
  (_props: { listing: CarListing }) => null,
);

export const DeferredProfileNetwork = afterFirstContent(
  () => import('./SellerNetwork').then((module) => module.ProfileNetwork),
  (_props: { pubkey: string }) => null,
);

/**
 * Until the follow button's code is in, an inert look-alike of 'Follow' holds its place (none on one's own
 * profile, as the button): the buttons beside it do not jump when it comes.
 */
export function FollowButtonSlot({ pubkey, className }: { pubkey: string; className?: string }) {
  const { user } = useCurrentUser();
  if (user?.pubkey === pubkey) return null;
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-1', className)}>
      <span className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <UserPlusIcon />
        Follow
      </span>
    </div>
  );
}

export const DeferredFollowButton = afterFirstContent(
  () => import('./FollowButton').then((module) => module.FollowButton),
  // A component of its own (it asks who is signed in), not a call: the placeholder is rendered by a call.
  (props: { pubkey: string; className?: string }) => <FollowButtonSlot {...props} />,
);

const DeferredReportLine = afterFirstContent(
  () => import('./CardReportWarning').then((module) => module.CardReportWarning),
  (_props: { listing: CarListing }) => null,
);

/**
 * A grid card's report warning: signed out nobody's reports count, so a card adds nothing but the question
 * who is signed in (a grid of hundreds of cards renders no deferred part for it).
 */
export function DeferredCardReportWarning({ listing }: { listing: CarListing }) {
  const { user } = useCurrentUser();
  return user === undefined ? null : <DeferredReportLine listing={listing} />;
}

export const DeferredNetworkOnlySwitch = afterFirstContent(
  () => import('./NetworkOnlySwitch').then((module) => module.NetworkOnlySwitch),
  (_props: { id: string }) => null,
);
