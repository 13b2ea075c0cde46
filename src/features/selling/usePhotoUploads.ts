import { useCallback, useRef, useState } from 'react';

import { useUploadFile } from '@/features/media/public';
import { safeUrl } from '@/lib/safe-url';
import { toast } from '@/lib/toast-store';

import { deliverUploadedPhoto } from './active-listing-form';
import { MAX_LISTING_PHOTOS } from './listing-form-schema';
import { isImageFile, preparePhotoForUpload, UnsupportedPhotoError } from './prepare-photo';

/** A picked photo that is waiting for, or in the middle of, its upload. */
export interface PendingPhoto {
  id: number;
  name: string;
}

export const PHOTO_TOASTS = {
  uploadFailed: { title: 'Upload failed', description: 'Failed to upload image. Please try again.' },
  unsupported: {
    title: 'Unsupported photo format',
    description: 'Please choose JPEG, PNG, WebP or GIF photos.',
  },
  tooMany: { title: 'Too many photos', description: `A listing can show up to ${MAX_LISTING_PHOTOS} photos.` },
} as const;

/**
 * Uploads picked photos to Blossom one after another, in the order they were picked (docs/product.md §4: each photo is
 * added once its upload succeeds). Non-image files are ignored (docs/product.md §4). Each photo loses its metadata
 * before it leaves the device. A failure shows the destructive 'Upload failed' toast and the queue goes on.
 * Finished URLs go to the form on screen, or to the stored draft if the user has left the form meanwhile;
 * the edit form passes its own `deliver`, so a photo for an edit never lands in the new-listing draft.
 */
export function usePhotoUploads(uploadedCount: number, deliver: (url: string) => void = deliverUploadedPhoto) {
  const { mutateAsync: upload } = useUploadFile();
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextId = useRef(0);

  const uploadOne = useCallback(
    async (photo: PendingPhoto, file: File) => {
      try {
        const prepared = await preparePhotoForUpload(file);
        const [[, uploadedUrl]] = await upload(prepared);
        const url = safeUrl(uploadedUrl);
        if (url === undefined) throw new Error(`The media server returned an unusable URL for ${file.name}`);
        deliver(url);
      } catch (error) {
        console.warn(`[selling] Photo ${file.name} was not uploaded.`, error);
        const message = error instanceof UnsupportedPhotoError ? PHOTO_TOASTS.unsupported : PHOTO_TOASTS.uploadFailed;
        toast({ ...message, variant: 'destructive' });
      } finally {
        setPending((current) => current.filter((item) => item.id !== photo.id));
      }
    },
    [upload, deliver],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const images = files.filter(isImageFile);
      const room = Math.max(0, MAX_LISTING_PHOTOS - uploadedCount - pending.length);
      if (images.length > room) toast({ ...PHOTO_TOASTS.tooMany, variant: 'destructive' });
      const accepted = images.slice(0, room).map((file) => ({ file, photo: { id: (nextId.current += 1), name: file.name } }));
      if (accepted.length === 0) return;
      setPending((current) => [...current, ...accepted.map(({ photo }) => photo)]);
      for (const { file, photo } of accepted) {
        queue.current = queue.current.then(() => uploadOne(photo, file));
      }
    },
    [pending.length, uploadOne, uploadedCount],
  );

  return { pending, addFiles };
}
