import { ImageOffIcon, XIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

interface PhotoThumbnailProps {
  url: string;
  /** The photo's thumbnail, when its upload made one: what the tile shows (a fraction of the bytes). */
  thumb?: string;
  position: number;
  total: number;
  onRemove: () => void;
}

/**
 * An uploaded photo with its remove button; the first one is the listing's cover photo. A photo that no
 * longer loads (a restored draft whose media server is down) stays listed, so the seller can remove it.
 */
export function PhotoThumbnail({ url, thumb, position, total, onRemove }: PhotoThumbnailProps) {
  const [broken, setBroken] = useState(false);
  const label = `Photo ${position} of ${total}`;
  return (
    <li className="relative aspect-[4/3] overflow-hidden rounded-md border bg-muted" data-testid="photo-thumbnail" data-url={url}>
      {broken ? (
        <div role="img" aria-label={`${label} (cannot be loaded)`} className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOffIcon className="size-6" aria-hidden="true" />
        </div>
      ) : (
        <img src={thumb ?? url} alt={label} referrerPolicy="no-referrer" onError={() => setBroken(true)} className="size-full object-cover" />
      )}
      {position === 1 && (
        <span className="absolute bottom-1 left-1 rounded bg-background/90 px-1.5 py-0.5 text-xs font-medium">Cover</span>
      )}
      <Button
        type="button"
        variant="destructive"
        size="icon"
        className="absolute right-1 top-1 size-8 rounded-full shadow"
        aria-label={`Remove photo ${position}`}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}
