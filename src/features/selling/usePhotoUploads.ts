import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { PhotoTooLargeError, UndecodablePhotoError, usePhotoUploader } from '@/features/media/public';
import type { ImageMeta } from '@/nostr/imeta';
import { toast } from '@/lib/toast-store';

import { deliverUploadedPhoto } from './active-listing-form';
import { MAX_LISTING_PHOTOS } from './listing-form-schema';
import { PhotoUploadQueue, type PhotoFailure } from './photo-upload-queue';

export type { PendingPhoto } from './photo-upload-queue';

export const PHOTO_TOASTS = {
  uploadFailed: { title: 'Upload failed', description: 'Failed to upload image. Please try again.' },
  unsupported: {
    title: 'Unsupported photo format',
    description: 'Please choose JPEG, PNG, WebP or GIF photos.',
  },
  tooMany: { title: 'Too many photos', description: `A listing can show up to ${MAX_LISTING_PHOTOS} photos.` },
} as const;

/** The reason on a failed photo's tile (docs/product.md §4 Photos). */
export const PHOTO_FAILURES = {
  unreadable: "This file can't be read as a photo",
  tooLarge: 'This photo is larger than 40 MB',
  uploadFailed: 'Upload failed',
} as const;

/** Only files that say they are images are photos; anything else the picker hands over is ignored (docs/product.md §4). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

function describeFailure(error: unknown, name: string): PhotoFailure {
  console.warn(`[selling] Photo ${name} was not uploaded.`, error);
  if (error instanceof UndecodablePhotoError) {
    toast({ ...PHOTO_TOASTS.unsupported, variant: 'destructive' });
    return { message: PHOTO_FAILURES.unreadable, retryable: false };
  }
  if (error instanceof PhotoTooLargeError) return { message: PHOTO_FAILURES.tooLarge, retryable: false };
  toast({ ...PHOTO_TOASTS.uploadFailed, variant: 'destructive' });
  return { message: PHOTO_FAILURES.uploadFailed, retryable: true };
}

/**
 * The form's photo uploads (docs/product.md §4 Photos): each picked image is resized in a worker and uploaded
 * with its thumbnail, one after another, each added to the form once done. Non-image files are ignored. Each
 * photo shows its progress and can be cancelled; a failed one keeps its tile with the reason and Retry, and
 * the others go on. Finished photos go to the form on screen, or to the stored draft if the user has left
 * the form meanwhile; the edit form passes its own `deliver`, so a photo for an edit never lands in the
 * new-listing draft.
 */
export function usePhotoUploads(uploadedCount: number, deliver: (photo: ImageMeta) => void = deliverUploadedPhoto) {
  const upload = usePhotoUploader();
  const [queue] = useState(() => new PhotoUploadQueue(upload, deliver, describeFailure));
  useEffect(() => queue.configure(upload, deliver), [queue, upload, deliver]);
  const pending = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const images = files.filter(isImageFile);
      const room = Math.max(0, MAX_LISTING_PHOTOS - uploadedCount - queue.getSnapshot().length);
      if (images.length > room) toast({ ...PHOTO_TOASTS.tooMany, variant: 'destructive' });
      const accepted = images.slice(0, room);
      if (accepted.length > 0) queue.add(accepted);
    },
    [queue, uploadedCount],
  );

  return {
    pending,
    addFiles,
    cancel: useCallback((id: number) => queue.cancel(id), [queue]),
    retry: useCallback((id: number) => queue.retry(id), [queue]),
    /** Photos still on their way: the form waits for them before publishing. */
    uploading: pending.some((photo) => photo.status !== 'failed'),
  };
}
