import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';

import { cn } from '@/lib/utils';

const WIDTH = 32;
const HEIGHT = 24;

/**
 * A photo's blurhash painted into a tiny canvas stretched over the photo's box (docs/product.md §4 Photos):
 * colours in the right places before the first byte of the photo arrives. Decoding 32×24 pixels takes well
 * under a millisecond; a blurhash that does not decode leaves the box's muted background.
 */
export function BlurhashPlaceholder({ hash, className }: { hash: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    try {
      const image = context.createImageData(WIDTH, HEIGHT);
      image.data.set(decode(hash, WIDTH, HEIGHT));
      context.putImageData(image, 0, 0);
    } catch (error) {
      console.warn('[listings] Ignoring an unreadable blurhash.', error);
    }
  }, [hash]);
  return <canvas ref={canvas} width={WIDTH} height={HEIGHT} aria-hidden="true" data-testid="blurhash" className={cn('absolute inset-0 size-full', className)} />;
}
