import { ImagePlusIcon } from 'lucide-react';
import { useState, type Ref } from 'react';

import { cn } from '@/lib/utils';

import { MAX_LISTING_PHOTOS } from '../listing-form-schema';

interface PhotoPickerProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Click-to-upload area for several photos (docs/product.md §2), which also takes files dropped on it. The file input
 * itself stays focusable (visually hidden), so keyboard users reach it and see the area's focus ring.
 */
export function PhotoPicker({ onFiles, disabled, inputRef }: PhotoPickerProps) {
  const [dragging, setDragging] = useState(false);
  return (
    <label
      htmlFor="listing-photos"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-8 text-center transition-colors hover:bg-muted/50 focus-within:ring-2 focus-within:ring-ring sm:col-span-2',
        dragging && 'border-primary bg-primary/5',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <ImagePlusIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <span id="listing-photos-label" className="font-medium">
        Click to upload photos
      </span>
      <span id="listing-photos-hint" className="text-sm text-muted-foreground">
        JPEG, PNG, WebP or GIF, up to {MAX_LISTING_PHOTOS} photos. Location data is removed before upload.
      </span>
      <input
        ref={inputRef}
        id="listing-photos"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        aria-labelledby="listing-photos-label"
        aria-describedby="listing-photos-hint"
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that picking the same photo again (say, after a failed upload) starts a new upload.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </label>
  );
}
