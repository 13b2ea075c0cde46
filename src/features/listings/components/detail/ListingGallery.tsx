import { useState } from 'react';

import { cn } from '@/lib/utils';

import { ListingImage } from '../ListingImage';

/** docs/product.md §2 gallery: the selected photo large (the first at start), every photo as a thumbnail that selects it. */
export function ListingGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const index = selected < images.length ? selected : 0;
  const total = images.length;
  return (
    <div className="space-y-3">
      <div className="aspect-[3/2] overflow-hidden rounded-lg border bg-muted">
        <ListingImage
          src={images[index]}
          alt={total > 1 ? `${title} (photo ${index + 1} of ${total})` : title}
          fetchPriority="high"
          data-testid="gallery-main"
        />
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Photos">
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
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
                <ListingImage src={image} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
