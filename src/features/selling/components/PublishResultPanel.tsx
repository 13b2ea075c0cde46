import { CheckCircle2Icon, CircleAlertIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { RelayAnswerList } from '@/features/publishing/public';
import { cn } from '@/lib/utils';

import type { PublishReport } from '../publish-report';

/**
 * Which relays accepted the listing and which refused it, with each relay's reason, so a seller knows where
 * buyers can find it (or why nobody can).
 */
export function PublishResultPanel({
  report,
  onDismiss,
  failedHeading = 'Your listing was not published',
}: {
  report: PublishReport;
  onDismiss: () => void;
  /** The edit form's failure reads 'Your listing was not updated'. */
  failedHeading?: string;
}) {
  const accepted = report.results.filter((result) => result.ok).length;
  const published = report.status === 'published';
  const heading = published
    ? `Published to ${accepted} of ${report.results.length} ${report.results.length === 1 ? 'relay' : 'relays'}`
    : failedHeading;

  return (
    <section
      role="status"
      aria-labelledby="publish-report-heading"
      data-testid="publish-report"
      className={cn('relative space-y-3 rounded-lg border p-4 pr-12', published ? 'border-primary/40 bg-primary/5' : 'border-destructive/50 bg-destructive/5')}
    >
      <h3 id="publish-report-heading" className="flex items-center gap-2 font-semibold">
        {published ? (
          <CheckCircle2Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <CircleAlertIcon className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        )}
        {heading}
      </h3>
      {report.status === 'failed' && report.results.length === 0 && <p className="text-sm">{report.message}</p>}
      {report.results.length > 0 && (
        <RelayAnswerList results={report.results} />
      )}
      {report.status === 'published' && report.listingPath !== undefined && (
        <Button asChild variant="outline" size="sm">
          <Link to={report.listingPath}>View your listing</Link>
        </Button>
      )}
      <Button type="button" variant="ghost" size="icon" className="absolute right-2 top-2 size-8" aria-label="Dismiss" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
