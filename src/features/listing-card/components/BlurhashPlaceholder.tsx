import { decode } from 'blurhash';
import { useEffect, useRef } from 'react';

import { blurhashAverage } from '@/lib/blurhash-average';
import { whenIdle } from '@/lib/idle';
import { cn } from '@/lib/utils';

const WIDTH = 32;
const HEIGHT = 24;
/** The decode waits for an idle moment, at most this long after the placeholder appears. */
const DECODE_WAIT_MS = 300;

/**
 * A photo's blurhash painted into a tiny canvas stretched over the photo's box (docs/product.md §4 Photos):
 * colours in the right places before the first byte of the photo arrives. The photo's average colour (read
 * from the hash without decoding) paints with the card's first frame; the 32×24 decode follows when the
 * browser is idle, so a page of cards does not pay twenty decodes before its first paint, and a photo that
 * loads first (from the browser's cache) skips its decode. A blurhash that does not decode leaves the colour.
 */
export function BlurhashPlaceholder({ hash, className }: { hash: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(
    () =>
      whenIdle(() => {
        const context = canvas.current?.getContext('2d');
        if (!context) return;
        try {
          const image = context.createImageData(WIDTH, HEIGHT);
          image.data.set(decode(hash, WIDTH, HEIGHT));
          context.putImageData(image, 0, 0);
        } catch (error) {
          console.warn('[listings] Ignoring an unreadable blurhash.', error);
        }
      }, DECODE_WAIT_MS),
    [hash],
  );
  return (
    <canvas
      ref={canvas}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      data-testid="blurhash"
      style={{ backgroundColor: blurhashAverage(hash) }}
      className={cn('absolute inset-0 size-full', className)}
    />
  );
}
