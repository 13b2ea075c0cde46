import { Loader2Icon, Trash2Icon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { isBlankListingForm } from '../listing-draft';
import type { ListingFormValues } from '../listing-form-schema';

const UPLOADS_RUNNING_HINT_ID = 'listing-uploads-running';

interface ListingFormFooterProps {
  publishing: boolean;
  /** Validation of a submit is running: the button is off so a double click cannot publish twice. */
  submitting: boolean;
  uploading: boolean;
  /** The new-listing form's draft discard; the edit form keeps no draft and passes none. */
  onDiscardDraft?: () => void;
  /** The submit button's text, idle and busy: 'Create Listing' / 'Creating Listing...' unless told. */
  labels?: { idle: string; busy: string };
}

const CREATE_LABELS = { idle: 'Create Listing', busy: 'Creating Listing...' };

/**
 * 'Create Listing' / 'Creating Listing...' (or the edit form's 'Update Listing' / 'Updating Listing...',
 * docs/product.md §2), why it waits, and the draft's status with its discard.
 */
export function ListingFormFooter({ publishing, submitting, uploading, onDiscardDraft, labels = CREATE_LABELS }: ListingFormFooterProps) {
  const { control } = useFormContext<ListingFormValues>();
  const blank = useWatch({ control, compute: isBlankListingForm });
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
      <div className="flex flex-col gap-2 sm:items-end">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={publishing || submitting || uploading}
          aria-describedby={uploading ? UPLOADS_RUNNING_HINT_ID : undefined}
        >
          {publishing ? (
            <>
              <Loader2Icon className="animate-spin" aria-hidden="true" />
              {labels.busy}
            </>
          ) : (
            labels.idle
          )}
        </Button>
        {uploading && (
          <p id={UPLOADS_RUNNING_HINT_ID} className="text-sm text-muted-foreground">
            Waiting for photos to finish uploading...
          </p>
        )}
      </div>
      {!blank && onDiscardDraft !== undefined && (
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground sm:justify-start">
          <span>Draft saved on this device.</span>
          <Button type="button" variant="ghost" size="sm" onClick={onDiscardDraft} disabled={publishing}>
            <Trash2Icon aria-hidden="true" />
            Discard draft
          </Button>
        </div>
      )}
    </div>
  );
}
