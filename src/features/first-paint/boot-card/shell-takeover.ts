import { afterNextPaint } from '@/lib/after-paint';

import { peekPrefetchedFirstPage, prefetchedFirstPageSettled, subscribePrefetchedFirstPage } from '@/features/listings/public';
import { bootCardCount, bootCardsActive, closeBootCards, onBootCardsChange } from './boot-cards-handoff';

/**
 * Resolves when React may replace the static home shell (docs/architecture.md §10, boot cards): at once where
 * no boot card is on screen (React's first commit has placeholders too, and the page must not stay inert for a
 * relay that is slow to answer); otherwise once the app's first page has at least as many listings as the boot
 * cards show (so React's first commit draws the same cards, not fewer or placeholders), or the first page has
 * settled, or `capMs` has passed. From then on the boot script draws nothing more, so what React replaces is
 * what was decided on; the boot cards paint before React's render takes the thread.
 */
export function whenShellMayBeReplaced(relays: readonly string[], capMs: number): Promise<void> {
  if (!bootCardsActive()) return Promise.resolve();
  if (bootCardCount() === 0) {
    closeBootCards();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const done = () => {
      for (const stop of stops) stop();
      closeBootCards();
      afterNextPaint(resolve);
    };
    const check = () => {
      const shown = bootCardCount();
      const ready = shown > 0 && (peekPrefetchedFirstPage(relays)?.length ?? 0) >= shown;
      if (ready || prefetchedFirstPageSettled(relays)) done();
    };
    const timer = setTimeout(done, capMs);
    stops.push(() => clearTimeout(timer), onBootCardsChange(check), subscribePrefetchedFirstPage(relays, check));
    check();
  });
}
