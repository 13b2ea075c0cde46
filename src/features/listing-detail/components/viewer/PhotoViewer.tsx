import { ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { KeyboardEvent, RefObject } from 'react';

import type { ImageMeta } from '@/nostr/imeta';

import { ListingImage } from '@/features/listing-card/public';
import { stepIndex } from './photo-gestures';
import { usePhotoGestures } from './usePhotoGestures';

interface PhotoViewerProps {
  photos: readonly ImageMeta[];
  title: string;
  pubkey?: string;
  /** The photo shown; the gallery follows the viewer's steps. */
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the viewer closes (the gallery's photo). */
  returnFocus: RefObject<HTMLElement | null>;
}

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * The full-screen photo viewer (docs/product.md §2 Photo viewer): one photo at a time, whole, on black; the
 * count ('2 / 7'); previous and next by the arrow keys, the buttons and a swipe, going round at the ends;
 * pinch and double-tap (or double-click) zoom, a drag pans a zoomed photo. Escape or × closes it, and focus
 * goes back to the gallery's photo. A photo no server has shows the neutral 'Photo unavailable' tile.
 */
export function PhotoViewer({ photos, title, pubkey, index, onIndexChange, open, onOpenChange, returnFocus }: PhotoViewerProps) {
  const total = photos.length;
  const step = (by: 1 | -1) => onIndexChange(stepIndex(index, by, total));
  const { transform, moving, handlers } = usePhotoGestures(step, index);
  const photo = photos[index];

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content
          data-testid="photo-viewer"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Photos: {title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {total > 1 ? 'Arrow keys or a swipe show the next and previous photo. ' : ''}Double-tap or pinch to zoom, Escape closes.
          </DialogPrimitive.Description>
          <div className="flex items-center justify-between gap-3 p-3">
            <p className="min-w-0 truncate pl-1 text-sm font-medium" aria-live="polite" data-testid="photo-viewer-count">
              {total > 1 ? `${index + 1} / ${total}` : ''}
            </p>
            <DialogPrimitive.Close className={CONTROL} aria-label="Close">
              <XIcon className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative min-h-0 flex-1 touch-none select-none overflow-hidden" data-testid="photo-viewer-stage" {...handlers}>
            <div
              className="size-full"
              style={{
                transform: `translate(${transform.offset.x}px, ${transform.offset.y}px) scale(${transform.scale})`,
                transition: moving ? 'none' : 'transform 150ms ease-out',
              }}
            >
              <ListingImage
                key={photo?.url}
                photo={photo}
                pubkey={pubkey}
                size="full"
                sizes="100vw"
                alt={total > 1 ? `${title} (photo ${index + 1} of ${total})` : title}
                draggable={false}
                className="object-contain"
                frameClassName="bg-transparent"
                data-testid="photo-viewer-image"
              />
            </div>
            {total > 1 && (
              <>
                <button type="button" aria-label="Previous photo" onClick={() => step(-1)} className={`${CONTROL} absolute left-3 top-1/2 -translate-y-1/2`}>
                  <ChevronLeftIcon className="size-6" aria-hidden="true" />
                </button>
                <button type="button" aria-label="Next photo" onClick={() => step(1)} className={`${CONTROL} absolute right-3 top-1/2 -translate-y-1/2`}>
                  <ChevronRightIcon className="size-6" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
