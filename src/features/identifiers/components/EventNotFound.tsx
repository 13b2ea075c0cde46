import { RotateCcwIcon, SearchXIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { BackToMarketplace } from '@/features/listing-card/public';
import { usePageTitle } from '@/lib/usePageTitle';

/** Why the event is not shown. */
export type EventNotFoundReason = 'missing' | 'deleted' | 'mismatch' | 'failed';

const EXPLANATIONS: Record<EventNotFoundReason, string> = {
  missing: 'None of the relays we asked has this event. It may have been deleted, or it lives on relays this app does not read.',
  deleted: 'Its author deleted it.',
  mismatch: 'The link names a different author or kind than the event it points to.',
  failed: 'No relay answered. Check your connection and try again.',
};

/** docs/product.md §2 Identifier pages: the event is on no relay asked, deleted, does not match the link, or no relay answered. */
export function EventNotFound({
  type,
  reason,
  onRetry,
}: {
  type: 'note' | 'event' | 'address';
  reason: EventNotFoundReason;
  onRetry?: () => void;
}) {
  usePageTitle('Event not found');
  return (
    <div
      data-testid="nip19-screen"
      data-type={type}
      data-state={reason}
      className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-16 text-center"
    >
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Event not found</h1>
      <p className="max-w-md text-sm text-muted-foreground">{EXPLANATIONS[reason]}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry !== undefined && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            Try Again
          </Button>
        )}
        <BackToMarketplace variant="default" />
      </div>
    </div>
  );
}
