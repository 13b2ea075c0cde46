import { useEffect } from 'react';

import { releaseBootView } from './boot-view';

/** How long the gallery's photo may take to decode before the page shows anyway. */
const DECODE_WAIT_MS = 500;

/**
 * The listing page takes over from the boot script's copy of its first view (docs/architecture.md §10, boot
 * detail) once `settled` (the listing, the seller choice, 'not found' or an error is rendered): after the
 * gallery's photo has decoded (the same file the copy shows, from the cache), so the swap happens in one frame.
 */
export function useBootViewRelease(settled: boolean): void {
  useEffect(() => {
    if (!settled) return undefined;
    // Not drawn (yet): the boot script must not draw it now.
    if (document.documentElement.dataset.bootViewState !== 'shown') {
      releaseBootView();
      return undefined;
    }
    const photo = document.querySelector<HTMLImageElement>('#root img[data-testid="gallery-main"]');
    const timer = setTimeout(releaseBootView, DECODE_WAIT_MS);
    if (photo === null) releaseBootView();
    else void photo.decode().then(releaseBootView, releaseBootView);
    return () => clearTimeout(timer);
  }, [settled]);
}
