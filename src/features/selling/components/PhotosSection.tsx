import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { parseImetaTag } from '@/nostr/imeta';

import type { ListingFormValues } from '../listing-form-schema';
import { withoutPhoto } from '../photo-values';
import type { PendingPhoto } from '../usePhotoUploads';
import { FormSection } from './FormSection';
import { PendingPhotoTile } from './PendingPhotoTile';
import { PhotoPicker } from './PhotoPicker';
import { PhotoThumbnail } from './PhotoThumbnail';

interface PhotosSectionProps {
  pending: readonly PendingPhoto[];
  onFiles: (files: File[]) => void;
  onCancel: (id: number) => void;
  onRetry: (id: number) => void;
}

/** The picker, the uploaded photos (removable by position) and the uploads still running. */
export function PhotosSection({ pending, onFiles, onCancel, onRetry }: PhotosSectionProps) {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const images = useWatch({ control, name: 'images' });
  const imeta = useWatch({ control, name: 'imeta' });
  const thumbs = new Map(imeta.map(parseImetaTag).flatMap((photo) => (photo?.thumb === undefined ? [] : [[photo.url, photo.thumb] as const])));
  const picker = useRef<HTMLInputElement>(null);

  const removeAt = (index: number) => {
    const photos = withoutPhoto({ images, imeta }, index);
    setValue('imeta', photos.imeta, { shouldDirty: true });
    setValue('images', photos.images, { shouldDirty: true });
    // The removed button takes the focus with it; the picker is the natural next stop.
    picker.current?.focus();
  };

  return (
    <FormSection title="Photos" description="The first photo is the cover of your listing.">
      <PhotoPicker onFiles={onFiles} inputRef={picker} />
      {(images.length > 0 || pending.length > 0) && (
        <ul aria-label="Listing photos" aria-busy={pending.some((photo) => photo.status !== 'failed')} className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
          {images.map((url, index) => (
            <PhotoThumbnail key={url} url={url} thumb={thumbs.get(url)} position={index + 1} total={images.length} onRemove={() => removeAt(index)} />
          ))}
          {pending.map((photo) => (
            <PendingPhotoTile key={photo.id} photo={photo} onCancel={onCancel} onRetry={onRetry} />
          ))}
        </ul>
      )}
    </FormSection>
  );
}
