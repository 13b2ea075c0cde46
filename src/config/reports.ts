/**
 * The reasons the 'Report' dialog offers (docs/product.md §2 Report), in the order shown. `id` is ours; the
 * NIP-56 report type each one is published as is decided in src/nostr/report.ts.
 */
export const REPORT_REASONS = [
  { id: 'scam', label: 'Scam or fraud' },
  { id: 'photos', label: 'Stolen or misleading photos' },
  { id: 'spam', label: 'Spam' },
  { id: 'illegal', label: 'Illegal' },
  { id: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['id'];

/** The optional text of a report: enough for a few sentences of detail, not a copy of the listing. */
export const REPORT_TEXT_MAX = 1_000;
