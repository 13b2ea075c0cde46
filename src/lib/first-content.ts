import { afterNextPaint } from './after-paint';
import { whenIdle } from './idle';

/**
 * "The page's main content is on screen" (docs/architecture.md §10): the home grid's first cards (or its
 * empty or error state), or any other page once it has rendered and what it holds back for has arrived.
 * Secondary parts of the screen (favourite and compare buttons, header shortcuts, the account menu, list sync)
 * download only after it, so the JavaScript before the first car stays small. Never later than
 * FIRST_CONTENT_TIMEOUT_MS after boot, whatever happens.
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

/** Pages whose main content is still on its way (a relay's answer, a decryption): see holdFirstContent. */
let holds = 0;
let requested = false;

/**
 * Says the main content was rendered; resolves `firstContentShown` once that frame is painted and the browser
 * is next idle (its photos and the rest of the grid go first). While a page holds the moment back
 * (holdFirstContent), it waits for the last hold to be released. Idempotent.
 */
export function markFirstContentShown(): void {
  if (timer === undefined) return;
  requested = true;
  if (holds === 0) settle();
}

/**
 * A page whose main content waits for the network (a profile's about text, the inbox's conversations, the
 * seller's own listings) holds the moment back while it is on the way: the page's frame commits first, and the
 * secondary parts must not compete with what the visitor came for. Returns the release (idempotent). The
 * timeout still caps the wait.
 */
export function holdFirstContent(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && requested && timer !== undefined) settle();
  };
}

function settle(): void {
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
