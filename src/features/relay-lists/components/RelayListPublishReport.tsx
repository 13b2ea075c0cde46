import { CheckCircle2Icon, CircleAlertIcon, XIcon } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { RelayAnswerList } from '@/features/publishing/public';
import { cn } from '@/lib/utils';

import type { RelayListReport } from './useSaveRelayList';

/**
 * Which relays took the new relay list and which refused it, with each relay's reason (docs/product.md §7:
 * per-relay OK), so the user knows where other apps can find it: the shared per-relay answer list, under a
 * heading that speaks of the relay list, laid out for the narrow popover.
 */
export function RelayListPublishReport({ report, onDismiss, listName = 'Your relay list' }: { report: RelayListReport; onDismiss: () => void; listName?: string }) {
  const headingId = useId();
  const accepted = report.results.filter((result) => result.ok).length;
  const published = report.status === 'published';
  const total = report.results.length;
  const heading = published ? `Published to ${accepted} of ${total} ${total === 1 ? 'relay' : 'relays'}` : `${listName} ${listName.endsWith('s') ? 'were' : 'was'} not published`;

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
        <RelayAnswerList results={report.results} compact />
      )}
      <Button type="button" variant="ghost" size="icon" className="absolute right-1 top-1 size-7" aria-label="Dismiss report" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
