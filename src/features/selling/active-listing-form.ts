import { browserStorage } from '@/lib/browser-storage';
import type { ImageMeta } from '@/nostr/imeta';

import { addPhotoToStoredDraft, clearListingDraft, saveListingDraft } from './listing-draft';
import type { ListingFormValues } from './listing-form-schema';

/**
 * Uploads and publishing outlive the form: the home page unmounts the sell tab when the user switches to
 * browsing, and a remount creates a new form. Work that finishes later reaches whichever form is on screen
 * through this handle, or the stored draft when none is, so a photo or a reset is never lost or misapplied.
 */
export interface ListingFormHandle {
  addPhoto(photo: ImageMeta): void;
  /** Puts these values into the form (an emptied form after publishing, or an undone discard). */
  replaceValues(values: ListingFormValues): void;
}

let activeForm: ListingFormHandle | undefined;

/** Makes `handle` the form on screen; returns the function that unregisters it. */
export function registerListingForm(handle: ListingFormHandle): () => void {
  activeForm = handle;
  return () => {
    if (activeForm === handle) activeForm = undefined;
  };
}

export function deliverUploadedPhoto(photo: ImageMeta): void {
  if (activeForm) activeForm.addPhoto(photo);
  else addPhotoToStoredDraft(browserStorage(), photo);
}

/** After a successful publish: the draft is gone for good and the form on screen, if any, starts over. */
export function finishPublishedListing(emptyValues: ListingFormValues): void {
  clearListingDraft(browserStorage());
  activeForm?.replaceValues(emptyValues);
}

/** Brings back a discarded draft, in storage and in the form on screen. */
export function restoreDiscardedDraft(values: ListingFormValues): void {
  saveListingDraft(browserStorage(), values);
  activeForm?.replaceValues(values);
}
