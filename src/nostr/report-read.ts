import { KIND } from '@/config/constants';

import type { NostrEvent } from './event';
import { parseListingAddress } from './listing-address';

/**
 * Reading NIP-56 reports (kind 1984) for a buyer: the reports of a listing (by its event id `e` or its address
 * `a`) or of a person (`p`), with the report type (the tag's third entry) and the reporter's words. Anyone can
 * publish a report, so only reporters in a trusted set (the user's follows) count: a thousand reports by
 * throwaway keys change nothing (docs/product.md §2 Report).
 */

/** The report types NIP-56 defines; anything else a client wrote is read as `other`. */
export const NIP56_REPORT_TYPES = ['nudity', 'malware', 'profanity', 'illegal', 'spam', 'impersonation', 'other'] as const;
export type ReportType = (typeof NIP56_REPORT_TYPES)[number];

const KNOWN_TYPES: ReadonlySet<string> = new Set(NIP56_REPORT_TYPES);

/** Reporters' text beyond this is cut: it is shown on a detail page, and a report is not an essay. */
export const REPORT_CONTENT_SHOWN_MAX = 500;

/** What is looked up: a listing (its version ids and address, and its seller) or a person. */
export type ReportSubject = { type: 'listing'; address: string; eventIds?: readonly string[] } | { type: 'pubkey'; pubkey: string };

export interface ReceivedReport {
  reporter: string;
  /** The report event's id. */
  id: string;
  type: ReportType;
  content: string;
}

export interface ReportSummary {
  /** Trusted reports naming the subject, each report once, in the order given. */
  reports: ReceivedReport[];
  /** The distinct trusted reporters, in the order of their first report: what "Reported by N people" counts. */
  reporters: string[];
}

function typeOf(value: unknown): ReportType {
  return typeof value === 'string' && KNOWN_TYPES.has(value) ? (value as ReportType) : 'other';
}

/** The tag of `report` naming the subject, if any: `e`/`a` for a listing, `p` for a person. */
function subjectTag(report: NostrEvent, subject: ReportSubject, eventIds: ReadonlySet<string>): readonly string[] | undefined {
  for (const tag of report.tags) {
    if (subject.type === 'pubkey') {
      if (tag[0] === 'p' && tag[1] === subject.pubkey) return tag;
    } else if ((tag[0] === 'a' && tag[1] === subject.address) || (tag[0] === 'e' && tag[1] !== undefined && eventIds.has(tag[1]))) {
      return tag;
    }
  }
  return undefined;
}

/**
 * The trusted reports of `subject` among `events` (any events: only kind 1984 count). A report counts when
 * its author is in `trusted` and is not the reported person or the listing's seller (a seller cannot report themselves into or out
 * of anything); its type is the third entry of the tag naming the subject. Linear in the events' tags.
 */
export function reportsOf(events: Iterable<NostrEvent>, subject: ReportSubject, trusted: ReadonlySet<string>): ReportSummary {
  const eventIds: ReadonlySet<string> = new Set(subject.type === 'listing' ? (subject.eventIds ?? []) : []);
  const reported = subject.type === 'pubkey' ? subject.pubkey : parseListingAddress(subject.address)?.pubkey;
  const seenIds = new Set<string>();
  const reporters = new Set<string>();
  const reports: ReceivedReport[] = [];
  for (const event of events) {
    if (event.kind !== KIND.report || !trusted.has(event.pubkey) || seenIds.has(event.id)) continue;
    if (event.pubkey === reported) continue;
    const tag = subjectTag(event, subject, eventIds);
    if (tag === undefined) continue;
    seenIds.add(event.id);
    reporters.add(event.pubkey);
    reports.push({ reporter: event.pubkey, id: event.id, type: typeOf(tag[2]), content: event.content.trim().slice(0, REPORT_CONTENT_SHOWN_MAX) });
  }
  return { reports, reporters: [...reporters] };
}
