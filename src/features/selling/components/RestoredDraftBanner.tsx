import { HistoryIcon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';

import { isBlankListingForm } from '../listing-draft';
import type { ListingFormValues } from '../listing-form-schema';

/**
 * Says the form was filled from the stored draft. Shown from the first render only, so it never pushes the
 * fields down while the seller types.
 */
export function RestoredDraftBanner() {
  const { control } = useFormContext<ListingFormValues>();
  const blank = useWatch({ control, compute: isBlankListingForm });
  if (blank) return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
      <HistoryIcon className="size-4 shrink-0" aria-hidden="true" />
      Draft restored. Your changes are saved on this device.
    </p>
  );
}
