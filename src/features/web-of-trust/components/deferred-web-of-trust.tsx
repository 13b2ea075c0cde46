import { useCurrentUser } from '@/features/session/public';
import type { CarListing } from '@/nostr/listing';
import { afterFirstContent } from '@/lib/after-first-content';

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

export const DeferredFollowButton = afterFirstContent(
  () => import('./FollowButton').then((module) => module.FollowButton),
  (_props: { pubkey: string; className?: string }) => null,
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
