import { CheckCircle2Icon, CheckIcon, CircleAlertIcon, XIcon } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import type { RelayListReport } from './useSaveRelayList';

/**
 * Which relays took the new relay list and which refused it, with each relay's reason (docs/product.md §7:
 * per-relay OK), so the user knows where other apps can find it. The same answers as the sell form's report
 * (selling's PublishResultPanel, which is private to that feature and speaks of a listing), laid out for the
 * narrow popover.
 */
export function RelayListPublishReport({ report, onDismiss }: { report: RelayListReport; onDismiss: () => void }) {
  const headingId = useId();
  const accepted = report.results.filter((result) => result.ok).length;
  const published = report.status === 'published';
  const total = report.results.length;
  const heading = published ? `Published to ${accepted} of ${total} ${total === 1 ? 'relay' : 'relays'}` : 'Your relay list was not published';

  return (
    <section
      role="status"
      aria-labelledby={headingId}
      data-testid="relay-list-report"
      className={cn('relative space-y-2 rounded-md border p-2 pr-9 text-sm', published ? 'border-primary/40 bg-primary/5' : 'border-destructive/50 bg-destructive/5')}
    >
      <h4 id={headingId} className="flex items-center gap-1.5 font-semibold">
        {published ? (
          <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        ) : (
          <CircleAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        )}
        {heading}
      </h4>
      {report.status === 'failed' && report.results.length === 0 && <p className="break-words">{report.message}</p>}
      {report.results.length > 0 && (
        <ul aria-label="Relay answers" className="space-y-1">
          {report.results.map((result) => (
            <li key={result.relay} className="flex items-start gap-1.5">
              {result.ok ? (
                <CheckIcon className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <XIcon className="mt-0.5 size-3.5 shrink-0 text-destructive" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="break-all font-mono text-xs">{result.relay}</p>
                <p className={cn('break-words text-xs', !result.ok && 'text-destructive')}>{result.ok ? 'Accepted' : `Refused: ${result.reason}`}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button type="button" variant="ghost" size="icon" className="absolute right-1 top-1 size-7" aria-label="Dismiss report" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
