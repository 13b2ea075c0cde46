import { useLayoutEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { parseImetaTag } from '@/nostr/imeta';

import type { ListingFormValues } from '../listing-form-schema';
import { movePhoto, photoMoveAnnouncement, withoutPhoto } from '../photo-values';
import type { PendingPhoto } from '../usePhotoUploads';
import { usePointerReorder } from '../usePointerReorder';
import { FormSection } from './FormSection';
import { PendingPhotoTile } from './PendingPhotoTile';
import { PhotoPicker } from './PhotoPicker';
import { PhotoThumbnail, type PhotoOrderAction } from './PhotoThumbnail';

interface PhotosSectionProps {
  pending: readonly PendingPhoto[];
  onFiles: (files: File[]) => void;
  onCancel: (id: number) => void;
  onRetry: (id: number) => void;
}

/** After a move the focus stays on the pressed button of the moved photo, or its neighbour when that one is now disabled or gone. */
const FOCUS_ORDER: Record<PhotoOrderAction, PhotoOrderAction[]> = {
  left: ['left', 'right', 'cover'],
  right: ['right', 'left', 'cover'],
  cover: ['cover', 'right', 'left'],
};

function focusOrderButton(list: HTMLElement | null, url: string, action: PhotoOrderAction) {
  const tile = Array.from(list?.querySelectorAll<HTMLElement>('[data-photo-index]') ?? []).find((item) => item.dataset.url === url);
  for (const candidate of FOCUS_ORDER[action]) {
    const button = tile?.querySelector<HTMLButtonElement>(`button[data-action="${candidate}"]`);
    if (button && !button.disabled) {
      button.focus();
      return;
    }
  }
}

/**
 * The picker, the uploaded photos (removable, reordered by buttons or drag; the first is the cover) and the
 * uploads still running, which join the end once uploaded (docs/product.md §4 Photos).
 */
export function PhotosSection({ pending, onFiles, onCancel, onRetry }: PhotosSectionProps) {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const images = useWatch({ control, name: 'images' });
  const imeta = useWatch({ control, name: 'imeta' });
  const thumbs = new Map(imeta.map(parseImetaTag).flatMap((photo) => (photo?.thumb === undefined ? [] : [[photo.url, photo.thumb] as const])));
  const picker = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refocus, setRefocus] = useState<{ url: string; action: PhotoOrderAction } | null>(null);

  useLayoutEffect(() => {
    if (refocus !== null) focusOrderButton(list.current, refocus.url, refocus.action);
  }, [refocus]);

  const removeAt = (index: number) => {
    const photos = withoutPhoto({ images, imeta }, index);
    setValue('imeta', photos.imeta, { shouldDirty: true });
    setValue('images', photos.images, { shouldDirty: true });
    // The removed button takes the focus with it; the picker is the natural next stop.
    picker.current?.focus();
  };

  const move = (from: number, to: number, action?: PhotoOrderAction) => {
    const photos = movePhoto({ images, imeta }, from, to);
    if (photos.images === images) return;
    setValue('imeta', photos.imeta, { shouldDirty: true });
    setValue('images', photos.images, { shouldDirty: true });
    setAnnouncement(photoMoveAnnouncement(from, to));
    if (action !== undefined) setRefocus({ url: images[from]!, action });
  };

  const { drag, handlersFor } = usePointerReorder(list, (from, to) => move(from, to));

  return (
    <FormSection title="Photos" description="The first photo is the cover of your listing. Drag a photo, or use its arrows and 'Make cover', to change the order.">
      <PhotoPicker onFiles={onFiles} inputRef={picker} />
      {(images.length > 0 || pending.length > 0) && (
        <ul ref={list} aria-label="Listing photos" aria-busy={pending.some((photo) => photo.status !== 'failed')} className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
          {images.map((url, index) => (
            <PhotoThumbnail
              key={url}
              url={url}
              thumb={thumbs.get(url)}
              position={index + 1}
              total={images.length}
              onRemove={() => removeAt(index)}
              onMove={(to, action) => move(index, to, action)}
              drag={drag}
              dragHandlers={handlersFor(index)}
            />
          ))}
          {pending.map((photo) => (
            <PendingPhotoTile key={photo.id} photo={photo} onCancel={onCancel} onRetry={onRetry} />
          ))}
        </ul>
      )}
      {pending.length > 0 && images.length > 0 && (
        <p className="text-sm text-muted-foreground sm:col-span-2">Photos still uploading are added at the end; you can move them once they are uploaded.</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </FormSection>
  );
}
