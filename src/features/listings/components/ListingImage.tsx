import { CarFrontIcon } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';

import { cn } from '@/lib/utils';

interface ListingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** Already passed through `safeUrl()` (parseListing does it); undefined shows the placeholder. */
  src: string | undefined;
  alt: string;
}

/**
 * A listing photo filling its box (the box sets the aspect ratio, so nothing jumps while it loads), or a car
 * icon when there is no photo or it fails to load.
 */
export function ListingImage({ src, alt, className, ...props }: ListingImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (src === undefined || failedSrc === src) {
    return (
      <div role="img" aria-label={alt} className={cn('flex size-full items-center justify-center bg-muted text-muted-foreground', className)}>
        <CarFrontIcon className="size-1/4 max-h-16 max-w-16 opacity-60" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={cn('size-full bg-muted object-cover', className)}
      {...props}
    />
  );
}
