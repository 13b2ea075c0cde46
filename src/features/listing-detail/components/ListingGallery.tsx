import { useState } from 'react';

import type { ImageMeta } from '@/nostr/imeta';
import { cn } from '@/lib/utils';

import { GALLERY_SIZES } from '@/features/listings/public';
import { ListingImage } from '@/features/listing-card/public';

interface ListingGalleryProps {
  /** The listing's photos with their NIP-92 details (a bare `{ url }` for a peer's plain image tag). */
  photos: readonly ImageMeta[];
  title: string;
  /** The seller: where a photo whose server is gone is looked for. */
  pubkey?: string;
}

/**
 * docs/product.md §2 gallery: the selected photo large (the first at start; both sizes in `srcset`, so a phone
 * takes the thumbnail), every photo as a thumbnail that selects it.
 */
export function ListingGallery({ photos, title, pubkey }: ListingGalleryProps) {
  const [selected, setSelected] = useState(0);
  const index = selected < photos.length ? selected : 0;
  const total = photos.length;
  return (
    <div className="space-y-3">
      <div className="aspect-[3/2] overflow-hidden rounded-lg border bg-muted">
        <ListingImage
          key={photos[index]?.url}
          photo={photos[index]}
          pubkey={pubkey}
          size="full"
          sizes={GALLERY_SIZES}
          alt={total > 1 ? `${title} (photo ${index + 1} of ${total})` : title}
          fetchPriority="high"
          data-testid="gallery-main"
        />
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Photos">
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
    </div>
  );
}
