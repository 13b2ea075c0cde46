import { TriangleAlertIcon } from 'lucide-react';

import { reportedByLabel, reportReason } from '@/nostr/network-reports';
import type { ReportSummary } from '@/nostr/report-read';

import { FollowerAvatars } from './FollowerAvatars';

/** Reasons listed at most on a detail page; the count says how many reports there are. */
const REASONS_SHOWN = 5;

/**
 * "Reported by N people you follow" with what they said (docs/product.md §2 Reports from your network): a
 * warning, not a verdict, so it names the reporters and lets the buyer judge.
 */
export function NetworkReportWarning({ summary }: { summary: ReportSummary }) {
  if (summary.reporters.length === 0) return null;
  const label = reportedByLabel(summary.reporters.length);
  return (
    <div role="note" aria-label={label} className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-destructive">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </p>
      <FollowerAvatars pubkeys={summary.reporters} label="People you follow who reported this" />
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        {summary.reports.slice(0, REASONS_SHOWN).map((report) => (
          <li key={report.id} className="whitespace-pre-line break-words [overflow-wrap:anywhere]">
            {reportReason(report)}
          </li>
        ))}
      </ul>
    </div>
  );
}
