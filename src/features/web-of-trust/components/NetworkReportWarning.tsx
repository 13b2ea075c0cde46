import { TriangleAlertIcon } from 'lucide-react';

import { reportedByLabel, reportReason } from '@/nostr/network-reports';
import type { ReportSummary } from '@/nostr/report-read';

import { FollowerAvatar } from './FollowerAvatars';

/** Reports listed at most on a detail page; the count says how many people reported. */
const REPORTS_SHOWN = 5;

/** A report's words as one paragraph per line: the blank line between a reason and the details is dropped. */
function compact(text: string): string {
  return text.replace(/\n\s*\n+/g, '\n');
}

/**
 * "Reported by N people you follow" with who said what (docs/product.md §2 Reports from your network): a
 * warning, not a verdict, so each report shows its reporter and lets the buyer judge.
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
      <ul className="space-y-2">
        {summary.reports.slice(0, REPORTS_SHOWN).map((report) => (
          <li key={report.id} className="flex items-start gap-2">
            <FollowerAvatar pubkey={report.reporter} />
            <p className="min-w-0 whitespace-pre-line break-words text-muted-foreground [overflow-wrap:anywhere]">{compact(reportReason(report))}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
