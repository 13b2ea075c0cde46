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

/** Says the main content was rendered; resolves `firstContentShown` after that frame is painted. Idempotent. */
export function markFirstContentShown(): void {
  if (timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
  if (typeof requestAnimationFrame === 'undefined') markShown();
  else requestAnimationFrame(() => setTimeout(markShown, 0));
}
