import { EARLIEST_MEMBER_SINCE, MEMBER_SINCE_FUTURE_SLACK_SECONDS } from '@/config/profiles';

/**
 * 'First seen on these relays' (docs/product.md §2 Profile page; the seller facts show it): the oldest
 * `created_at` among the person's events this page read (their profile and their listings). It says when we
 * first see them on these relays, not when they joined Nostr, and the facts label it so. Timestamps before Nostr existed or far in the future are
 * ignored: an author can sign any `created_at`.
 */
export function memberSince(timestamps: Iterable<number | undefined>, nowSeconds: number): number | undefined {
  let oldest: number | undefined;
  for (const timestamp of timestamps) {
    if (timestamp === undefined || !Number.isSafeInteger(timestamp)) continue;
    if (timestamp < EARLIEST_MEMBER_SINCE || timestamp > nowSeconds + MEMBER_SINCE_FUTURE_SLACK_SECONDS) continue;
    if (oldest === undefined || timestamp < oldest) oldest = timestamp;
  }
  return oldest;
}

/** 'March 2024' in the viewer's language. */
export function formatMemberSince(seconds: number, locale?: string): string {
  return new Date(seconds * 1000).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
