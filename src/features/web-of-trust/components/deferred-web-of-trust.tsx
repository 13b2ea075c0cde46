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

export const DeferredCardReportWarning = afterFirstContent(
  () => import('./CardReportWarning').then((module) => module.CardReportWarning),
  (_props: { listing: CarListing }) => null,
);

export const DeferredNetworkOnlySwitch = afterFirstContent(
  () => import('./NetworkOnlySwitch').then((module) => module.NetworkOnlySwitch),
  (_props: { id: string }) => null,
);
