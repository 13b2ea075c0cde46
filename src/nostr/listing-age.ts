/**
 * Days listed (docs/product.md §2 Buyer insight): from `published_at`, which a seller's edits keep, never from `created_at`,
 * which every edit renews.
 */

const DAY_SECONDS = 86_400;
/** Before Nostr existed (November 2020): a `published_at` this old is made up, and no age is shown. */
export const EARLIEST_PUBLISHED_AT = 1_604_000_000;

/** Whole days since `publishedAt` (unix seconds); undefined when unknown or implausible. A future date reads as 0. */
export function daysListed(publishedAt: number | undefined, nowSeconds: number): number | undefined {
  if (publishedAt === undefined || !Number.isFinite(publishedAt) || publishedAt < EARLIEST_PUBLISHED_AT) return undefined;
  return Math.max(0, Math.floor((nowSeconds - publishedAt) / DAY_SECONDS));
}

/** 'Listed today', 'Listed 1 day ago', 'Listed 12 days ago'; undefined without a usable `published_at`. */
export function listedAgoText(publishedAt: number | undefined, nowSeconds: number = Math.floor(Date.now() / 1000)): string | undefined {
  const days = daysListed(publishedAt, nowSeconds);
  if (days === undefined) return undefined;
  if (days === 0) return 'Listed today';
  return `Listed ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
