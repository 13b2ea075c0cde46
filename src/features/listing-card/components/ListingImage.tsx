import { CarFrontIcon, ImageOffIcon } from 'lucide-react';
import { useState, type ImgHTMLAttributes } from 'react';

import { usePhotoFallback, type KnownImage } from '@/features/media/public';
import type { ImageMeta } from '@/nostr/imeta';
import { cn } from '@/lib/utils';

import { fullSrcSet, thumbSize } from '@/features/listings/public';
import { BlurhashPlaceholder } from './BlurhashPlaceholder';

export const PHOTO_UNAVAILABLE = 'Photo unavailable';

interface ListingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** A bare photo URL, already passed through `safeUrl()`; `photo` is used instead when given. */
  src?: string;
  /** The photo with its NIP-92 details (thumbnail, size, blurhash, hash). */
  photo?: ImageMeta;
  /** The seller: where a photo whose server is gone is looked for (BUD-03). */
  pubkey?: string;
  /** 'thumb' (cards, lists): the thumbnail when there is one. 'full' (the gallery): both sizes in `srcset`. */
  size?: 'thumb' | 'full';
  alt: string;
  /** Classes for the box around the photo (its background shows where a whole photo leaves room). */
  frameClassName?: string;
}

/** The URLs to try in order, and what the first one is. */
function knownImages(photo: ImageMeta, size: 'thumb' | 'full'): KnownImage[] {
  const full: KnownImage = { url: photo.url, ...(photo.x === undefined ? {} : { x: photo.x }) };
  return size === 'thumb' && photo.thumb !== undefined ? [{ url: photo.thumb }, full] : [full];
}

/**
 * A listing photo filling its box (the box sets the aspect ratio, and width/height come from `dim`, so
 * nothing shifts while it loads) over its blurhash. When the photo's server fails, the same file is looked
 * for by hash on the seller's and the configured Blossom servers; when none has it, a neutral
 * 'Photo unavailable' tile (docs/product.md §4 Photos). No photo at all shows a car icon.
 */
export function ListingImage({ src, photo: given, pubkey, size = 'thumb', alt, className, frameClassName, ...props }: ListingImageProps) {
  const photo = given ?? (src === undefined ? undefined : { url: src });
  const images = photo === undefined ? [] : knownImages(photo, size);
  const fallback = usePhotoFallback(images, pubkey);
  const [loadedSrc, setLoadedSrc] = useState<string>();

  if (photo === undefined || fallback.unavailable) {
    const unavailable = photo !== undefined;
    return (
      <div
        role="img"
        aria-label={unavailable ? `${alt ? `${alt}: ` : ''}${PHOTO_UNAVAILABLE}` : alt}
        data-testid={unavailable ? 'photo-unavailable' : undefined}
        className={cn('@container flex size-full flex-col items-center justify-center gap-1 bg-muted text-muted-foreground', className)}
      >
        {unavailable ? (
          <>
            <ImageOffIcon className="size-6 opacity-60 @max-[6rem]:size-4" aria-hidden="true" />
            {/* Too narrow for the words (a message's 40 px thumbnail): the icon and the label say it. */}
            <span className="text-xs @max-[6rem]:hidden">{PHOTO_UNAVAILABLE}</span>
          </>
        ) : (
          <CarFrontIcon className="size-1/4 max-h-16 max-w-16 opacity-60" aria-hidden="true" />
        )}
      </div>
    );
  }

  const showsThumb = size === 'thumb' && photo.thumb !== undefined && fallback.src === photo.thumb;
  const dim = photo.dim && (showsThumb ? thumbSize(photo.dim) : photo.dim);
  const srcSet = size === 'full' && !fallback.fellBack ? fullSrcSet(photo) : undefined;
  const loaded = loadedSrc !== undefined && loadedSrc === fallback.src;
  return (
    <div className={cn('relative size-full bg-muted', frameClassName)}>
      {photo.blurhash !== undefined && !loaded && <BlurhashPlaceholder hash={photo.blurhash} />}
      {fallback.src !== undefined && (
        <img
          src={fallback.src}
          srcSet={srcSet}
          alt={alt}
          width={dim?.width}
          height={dim?.height}
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedSrc(fallback.src)}
          onError={fallback.onError}
          className={cn('relative size-full object-cover', className)}
          {...props}
        />
      )}
    </div>
  );
}
