import { CheckCircle2Icon, CircleAlertIcon, Loader2Icon, RotateCcwIcon, Trash2Icon } from 'lucide-react';

import { RelayAnswerList } from '@/features/publishing/public';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { CarListing } from '@/nostr/listing';

import { deletedSomewhere, failedRelays, useListingDeletion } from '@/features/listings/public';

export interface DeleteListingDialogProps {
  listing: CarListing;
  seenOn: readonly string[];
  onClose: () => void;
}

/**
 * 'Delete listing' (docs/product.md §2 Seller actions): asks first, naming the car; then says what each relay
 * answered, with 'Retry' for the ones that refused or missed the request. Closing it takes the listing off
 * every screen when at least one relay accepted the deletion. It cannot be closed while a request is in flight,
 * so no answer arrives into a closed dialog.
 */
export function DeleteListingDialog({ listing, seenOn, onClose }: DeleteListingDialogProps) {
  const { report, deleting, retrying, start, retry, finish } = useListingDeletion(listing, seenOn);
  const busy = deleting || retrying;
  const sent = report?.event !== undefined && report.results.length > 0;
  const deleted = deletedSomewhere(report);
  const failures = failedRelays(report);
  const accepted = report === undefined ? 0 : report.results.length - failures.length;

  const close = () => {
    if (busy) return;
    finish();
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="sm:max-w-lg"
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        // Once sent, the question is answered: the report below (a live region) says what happened instead.
        {...(sent ? { 'aria-describedby': undefined } : {})}
      >
        <DialogHeader>
          <DialogTitle>Delete listing</DialogTitle>
          {!sent && (
            <DialogDescription className="break-words">
              Delete “{listing.title}”? A deletion request goes to every relay this listing was seen on and to your write relays.
              It cannot be undone.
            </DialogDescription>
          )}
        </DialogHeader>
        {sent ? (
          <section role="status" aria-labelledby="delete-report-heading" data-testid="delete-report" className="space-y-3">
            <h3 id="delete-report-heading" className="flex items-center gap-2 font-semibold">
              {deleted ? (
                <CheckCircle2Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <CircleAlertIcon className="size-5 shrink-0 text-destructive" aria-hidden="true" />
              )}
              {deleted
                ? `Deleted from ${accepted} of ${report.results.length} ${report.results.length === 1 ? 'relay' : 'relays'}`
                : 'Your listing was not deleted'}
            </h3>
            <RelayAnswerList results={report.results} />
          </section>
        ) : (
          report?.message !== undefined && (
            <p role="alert" className="break-words text-sm text-destructive">
              {report.message}
            </p>
          )
        )}
        <DialogFooter>
          {sent ? (
            <>
              {failures.length > 0 && (
                <Button variant="outline" onClick={retry} disabled={busy}>
                  {retrying ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
                  {retrying ? 'Retrying...' : 'Retry'}
                </Button>
              )}
              <Button onClick={close} disabled={busy}>
                Done
              </Button>
            </>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={start} disabled={busy}>
                {deleting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <Trash2Icon aria-hidden="true" />}
                {deleting ? 'Deleting...' : 'Delete Listing'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
