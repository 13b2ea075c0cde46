import { KIND } from '@/config/constants';

import type { NostrEvent, NostrFilter } from './event';
import { reportsOf, type ReceivedReport, type ReportSummary } from './report-read';

/**
 * Reports from the user's network (docs/product.md §2 Reports from your network): what is asked of the
 * relays and what a listing's warning counts. Only the user's follows are asked for and counted, so reports by
 * anyone else (throwaway keys by the thousand) are never fetched nor shown.
 */

export const NETWORK_REPORT_LIMITS = {
  /** Follows named as `authors` in one REQ at most (the most recently followed): a 50 000-follow list would not fit a frame. */
  maxAuthors: 1_000,
  /** Sellers named as `#p` in one REQ at most; more are asked in the next batch. */
  maxSellers: 100,
  /** Reports a REQ asks for at most. */
  limit: 500,
} as const;

/**
 * The authors a report REQ names: the most recently followed first (NIP-02 appends), each once, never the
 * user, at most `max`.
 */
export function reportAuthors(follows: readonly string[], self: string, max: number = NETWORK_REPORT_LIMITS.maxAuthors): string[] {
  const chosen: string[] = [];
  const seen = new Set<string>([self]);
  for (let index = follows.length - 1; index >= 0 && chosen.length < max; index -= 1) {
    const pubkey = follows[index]!;
    if (seen.has(pubkey)) continue;
    seen.add(pubkey);
    chosen.push(pubkey);
  }
  return chosen;
}

/** One REQ filter: kind 1984 by `authors` naming any of `sellers` in a `p` tag (a listing's report names its seller too). */
export function networkReportFilter(sellers: readonly string[], authors: readonly string[]): NostrFilter {
  return { kinds: [KIND.report], authors: [...authors], '#p': [...sellers], limit: NETWORK_REPORT_LIMITS.limit };
}

export interface ListingReportSubject {
  pubkey: string;
  address: string;
  eventIds?: readonly string[];
}

/**
 * The trusted reports of a listing or of its seller, each report once (a listing's report names the seller
 * too): what "Reported by N people you follow" counts on a card and a detail page.
 */
export function reportsOfListingOrSeller(events: readonly NostrEvent[], listing: ListingReportSubject, trusted: ReadonlySet<string>): ReportSummary {
  const ofListing = reportsOf(events, { type: 'listing', address: listing.address, eventIds: listing.eventIds ?? [] }, trusted);
  const ofSeller = reportsOf(events, { type: 'pubkey', pubkey: listing.pubkey }, trusted);
  return mergeSummaries([ofListing, ofSeller]);
}

function mergeSummaries(summaries: readonly ReportSummary[]): ReportSummary {
  const ids = new Set<string>();
  const reporters = new Set<string>();
  const reports: ReceivedReport[] = [];
  for (const summary of summaries) {
    for (const report of summary.reports) {
      if (ids.has(report.id)) continue;
      ids.add(report.id);
      reporters.add(report.reporter);
      reports.push(report);
    }
  }
  return { reports, reporters: [...reporters] };
}

/** "Reported by 1 person you follow" / "Reported by N people you follow". */
export function reportedByLabel(count: number): string {
  return `Reported by ${count} ${count === 1 ? 'person' : 'people'} you follow`;
}

/** "Followed by 1 person you follow" / "Followed by N people you follow". */
export function followedByLabel(count: number): string {
  return `Followed by ${count} ${count === 1 ? 'person' : 'people'} you follow`;
}

const TYPE_LABEL: Readonly<Record<ReceivedReport['type'], string>> = {
  nudity: 'Nudity',
  malware: 'Malware',
  profanity: 'Profanity',
  illegal: 'Illegal',
  spam: 'Spam',
  impersonation: 'Impersonation',
  other: 'Other',
};

/** What a report says, as shown: the reporter's words, or the label of its NIP-56 type when they wrote none. */
export function reportReason(report: Pick<ReceivedReport, 'type' | 'content'>): string {
  return report.content === '' ? TYPE_LABEL[report.type] : report.content;
}
