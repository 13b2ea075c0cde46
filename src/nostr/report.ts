import { KIND } from '@/config/constants';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@/config/reports';

import { isHex64, type EventTemplate } from './event';
import { parseListingAddress } from './listing-address';

/** The NIP-56 report types this app publishes (NIP-56 lists more: nudity, malware, profanity, impersonation). */
export type Nip56ReportType = 'spam' | 'illegal' | 'other';

/**
 * NIP-56 has no type for fraud or stolen photos, so those two are `other` and the reason travels in the
 * content, where every client that shows reports shows it (docs/product.md §2 Report).
 */
const REPORT_TYPE: Readonly<Record<ReportReason, Nip56ReportType>> = {
  scam: 'other',
  photos: 'other',
  spam: 'spam',
  illegal: 'illegal',
  other: 'other',
};

/** The reasons whose label must be written into the content because the report type alone loses it. */
const REASON_IN_CONTENT: ReadonlySet<ReportReason> = new Set(['scam', 'photos']);

/** What is reported: a person, or one version of a listing (its id and its address) and its seller. */
export type ReportTarget =
  | { type: 'profile'; pubkey: string }
  | { type: 'listing'; pubkey: string; eventId: string; address: string };

export interface ReportInput {
  target: ReportTarget;
  reason: ReportReason;
  /** The reporter's optional words; trimmed, at most REPORT_TEXT_MAX characters. */
  text?: string;
}

export type ReportBuild = { ok: true; template: EventTemplate } | { ok: false; error: string };

export function nip56TypeOf(reason: ReportReason): Nip56ReportType {
  return REPORT_TYPE[reason];
}

function reasonLabel(reason: ReportReason): string {
  return REPORT_REASONS.find((option) => option.id === reason)?.label ?? reason;
}

/**
 * The kind 1984 report (NIP-56). The report type is the third entry of every tag naming what is reported:
 * `p` (the person, which NIP-56 requires) and, for a listing, `e` (the version on screen, which NIP-56 requires
 * when an event is reported) and `a` (its address, so the report still names the car after an edit). The
 * content is the reason's label for the types NIP-56 lacks, then the reporter's text.
 */
export function buildReportEvent({ target, reason, text = '' }: ReportInput, createdAt: number = Math.floor(Date.now() / 1000)): ReportBuild {
  if (!(reason in REPORT_TYPE)) return { ok: false, error: 'Choose a reason for the report.' };
  if (!isHex64(target.pubkey)) return { ok: false, error: 'This account cannot be reported: its key is not valid.' };
  const words = text.trim();
  if (words.length > REPORT_TEXT_MAX) return { ok: false, error: `Keep the details under ${REPORT_TEXT_MAX.toLocaleString('en-US')} characters.` };

  const type = nip56TypeOf(reason);
  const tags: string[][] = [];
  if (target.type === 'listing') {
    if (!isHex64(target.eventId) || parseListingAddress(target.address)?.pubkey !== target.pubkey) {
      return { ok: false, error: 'This listing cannot be reported: its address is not valid.' };
    }
    tags.push(['e', target.eventId, type], ['a', target.address, type]);
  }
  tags.push(['p', target.pubkey, type]);

  const label = REASON_IN_CONTENT.has(reason) ? reasonLabel(reason) : '';
  const content = [label, words].filter((part) => part !== '').join('\n\n');
  return { ok: true, template: { kind: KIND.report, content, tags, created_at: createdAt } };
}
