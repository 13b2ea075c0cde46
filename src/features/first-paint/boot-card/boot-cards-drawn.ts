import { afterNextPaint } from '@/lib/after-paint';

import { bootCardCount, bootCardsActive, onBootCardsChange } from './boot-cards-handoff';

/**
 * Resolves once the boot cards have been drawn and painted (at once where there are none to wait for), or
 * after `capMs`. The boot script downloads the app's files only then, and the entry loads the app only then:
 * downloading and evaluating React and the app's modules takes the network and the main thread just when the
 * relay's first answers and the cards' photos arrive, and the boot cards need both (docs/architecture.md §10).
 */
export function whenBootCardsDrawn(capMs: number): Promise<void> {
  if (!bootCardsActive() || bootCardCount() > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      afterNextPaint(resolve);
    };
    const timer = setTimeout(done, capMs);
    const stop = onBootCardsChange(() => {
      if (bootCardCount() > 0) done();
    });
  });
}
