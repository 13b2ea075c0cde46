import { afterNextPaint } from './after-paint';
import { whenIdle } from './idle';

/**
 * "The page's main content is on screen" (docs/architecture.md §10): the home grid's first cards (or its
 * empty or error state), or any other page once it has rendered. Secondary parts of the screen (favourite
 * and compare buttons, header shortcuts, list sync) download only after it, so the JavaScript before the
 * first car stays small. Never later than FIRST_CONTENT_TIMEOUT_MS after boot, whatever happens.
 */
export const FIRST_CONTENT_TIMEOUT_MS = 5_000;

let markShown: () => void = () => undefined;

/** Resolves once the main content has been painted (or after the timeout). */
export const firstContentShown: Promise<void> = new Promise((resolve) => {
  markShown = resolve;
});

let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => markShown(), FIRST_CONTENT_TIMEOUT_MS);

/** How long after the main content's frame the secondary parts wait for the browser to be idle. */
const IDLE_WAIT_MS = 500;

/**
 * Says the main content was rendered; resolves `firstContentShown` once that frame is painted and the browser
 * is next idle (its photos and the rest of the grid go first). Idempotent.
 */
export function markFirstContentShown(): void {
  if (timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  if (typeof requestAnimationFrame === 'undefined') {
    markShown();
    return;
  }
  afterNextPaint(markWhenIdle);
}

function markWhenIdle(): void {
  whenIdle(() => markShown(), IDLE_WAIT_MS);
}
