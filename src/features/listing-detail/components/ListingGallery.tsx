import { ImagesIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import type { ImageMeta } from '@/nostr/imeta';
import { cn } from '@/lib/utils';

import { GALLERY_SIZES } from '@/features/listings/public';
import { ListingImage } from '@/features/listing-card/public';

// The viewer (Radix Dialog, gestures) loads when a photo is first opened: the page's first code stays small.
const PhotoViewer = lazy(() => import('./viewer/PhotoViewer').then((module) => ({ default: module.PhotoViewer })));

export const OPEN_VIEWER_LABEL = 'View photos full screen';

interface ListingGalleryProps {
  /** The listing's photos with their NIP-92 details (a bare `{ url }` for a peer's plain image tag). */
  photos: readonly ImageMeta[];
  title: string;
  /** The seller: where a photo whose server is gone is looked for. */
  pubkey?: string;
}

/**
 * docs/product.md §2 gallery: the selected photo large and whole (the first at start; both sizes in `srcset`,
 * so a phone takes the thumbnail) with its count in the top right corner, opening the full-screen viewer when
 * clicked or tapped; from `sm` every photo as a thumbnail that selects it (a phone keeps title and price right
 * under the photo and steps through the photos in the viewer).
 */
export function ListingGallery({ photos, title, pubkey }: ListingGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Mounted from the first opening on, so closing lets Radix hand focus back and the next opening is instant.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const index = selected < photos.length ? selected : 0;
  const total = photos.length;
  const openViewer = () => {
    setViewerLoaded(true);
    setViewerOpen(true);
  };
  return (
    <div className="space-y-3">
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg border bg-muted">
        <ListingImage
          key={photos[index]?.url}
          photo={photos[index]}
          pubkey={pubkey}
          size="full"
          sizes={GALLERY_SIZES}
          alt={total > 1 ? `${title} (photo ${index + 1} of ${total})` : title}
          fetchPriority="high"
          className="object-contain"
          data-testid="gallery-main"
        />
        {total > 0 && (
          <button
            ref={opener}
            type="button"
            aria-label={OPEN_VIEWER_LABEL}
            aria-haspopup="dialog"
            onClick={openViewer}
            className="absolute inset-0 cursor-zoom-in rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          />
        )}
        {/* Top right: photos carry their captions and plates along the bottom (the demo's 'Photo 1 of 5'). */}
        {total > 1 && (
          <span
            aria-hidden="true"
            data-testid="gallery-count"
            className="pointer-events-none absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold tabular-nums text-white"
          >
            <ImagesIcon className="size-3.5" />
            {`${index + 1} / ${total}`}
          </span>
        )}
      </div>
      {total > 1 && (
        <ul className="hidden gap-2 overflow-x-auto pb-1 sm:flex" aria-label="Photos">
          {photos.map((photo, position) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${position + 1} of ${total}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setSelected(position)}
                className={cn(
                  'block aspect-[3/2] w-20 cursor-pointer overflow-hidden rounded-md border-2 transition-opacity focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:w-24',
                  position === index ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ListingImage photo={photo} pubkey={pubkey} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerLoaded && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            title={title}
            pubkey={pubkey}
            index={index}
            onIndexChange={setSelected}
            open={viewerOpen}
            onOpenChange={setViewerOpen}
            returnFocus={opener}
          />
        </Suspense>
      )}
    </div>
  );
}
