import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { browserStorage } from '@/lib/browser-storage';

import { saveListingDraft } from './listing-draft';
import type { ListingFormOutput, ListingFormValues } from './listing-form-schema';

/**
 * Writes the form to the stored draft on every change, synchronously: a debounce would lose the last
 * keystrokes to a reload or a crash, and a few kilobytes of localStorage per change cost nothing.
 */
export function useListingDraftAutosave(form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>): void {
  const { watch, getValues } = form;
  useEffect(() => {
    const subscription = watch(() => saveListingDraft(browserStorage(), getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
}
