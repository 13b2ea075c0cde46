import { afterNextPaint } from '@/lib/after-paint';

/**
 * The boot view's state, on `<html data-boot-view-state>`: the boot script and the app are separate bundles
 * and share it through the page. 'pending': the boot script will draw a listing's first view when its lookup
 * answers; 'shown': it has, and the app's root is hidden (index.css); 'released': the app's page is ready and
 * has taken its place (or the boot script must not draw any more).
 */
const ATTRIBUTE = 'bootViewState';

/**
 * How long the page waits for the boot view and its photo to paint before loading the app's files (the boot
 * script's preloads, the entry's import of the app): a relay slower than that must not hold the app back.
 */
export const BOOT_VIEW_PAINT_CAP_MS = 400;

export function bootViewPending(): void {
  document.documentElement.dataset[ATTRIBUTE] = 'pending';
}

/** The boot view is on screen (the app's root is hidden until its page releases it). */
export function bootViewShown(): boolean {
  return document.documentElement.dataset[ATTRIBUTE] === 'shown';
}

export function bootViewReleased(): boolean {
  return document.documentElement.dataset[ATTRIBUTE] === 'released';
}

/** The visitor's layout around `content`: a copy of the static shell with its main element's content replaced. */
function framedBootView(shell: Element, content: Node): Element | undefined {
  const view = shell.cloneNode(true) as Element;
  const main = view.querySelector('main');
  if (main === null) return undefined;
  view.removeAttribute('data-static-shell');
  view.setAttribute('data-boot-view', '');
  for (const template of view.querySelectorAll('template')) template.remove();
  main.replaceChildren(content);
  // The app's page has the same ids; the copy is inert and goes when the app's page shows.
  for (const element of view.querySelectorAll('[id]')) element.removeAttribute('id');
  return view;
}

/**
 * Draws a boot view: a copy of `template`'s first element, filled by `fill`, in the shell's frame before the
 * app's root (replacing one drawn before), then marks `mark`. Nothing once the app has released the view; a
 * copy `fill` cannot draw (false) releases it, so the app need not wait for a view that will not come.
 */
export function drawBootView({ template, shell, root }: { template: HTMLTemplateElement; shell: Element; root: Element }, fill: (content: Element) => boolean, mark: string): void {
  if (bootViewReleased()) return;
  const content = template.content.firstElementChild?.cloneNode(true);
  if (!(content instanceof Element) || !fill(content)) {
    releaseBootView();
    return;
  }
  const view = framedBootView(shell, content);
  if (view === undefined) return;
  document.querySelector('[data-boot-view]')?.remove();
  showBootView(view, root);
  performance.mark(mark);
}

function showBootView(view: Element, root: Element): void {
  root.before(view);
  document.documentElement.dataset[ATTRIBUTE] = 'shown';
}

/** The app's page is on screen: the boot view goes and the app's root shows, in the same frame. */
export function releaseBootView(): void {
  document.querySelector('[data-boot-view]')?.remove();
  document.documentElement.dataset[ATTRIBUTE] = 'released';
}

/** The boot view's gallery photo has loaded (or the view has none, or there is no view). */
function bootViewPhotoLoaded(): boolean {
  const photo = document.querySelector<HTMLImageElement>('[data-boot-view] img[data-testid="gallery-main"]');
  return photo === null || photo.complete;
}

/** Nothing more to wait for: no boot view coming, or it is shown with its photo loaded. */
function bootViewPainted(): boolean {
  const state = document.documentElement.dataset[ATTRIBUTE];
  return state !== 'pending' && (state !== 'shown' || bootViewPhotoLoaded());
}

/**
 * Resolves once the boot view and its photo have painted (at once where none is coming), or after `capMs`. The
 * entry loads the app only then, as for the boot cards: evaluating React and the app's modules takes the main
 * thread for tens of milliseconds, just when the listing arrives and its photo is decoded. Looked at every
 * frame's worth of time (a few checks of an attribute and an image's state, for at most `capMs`).
 */
export function whenBootViewPainted(capMs: number): Promise<void> {
  if (bootViewPainted()) return Promise.resolve();
  const giveUp = performance.now() + capMs;
  return new Promise((resolve) => {
    const check = () => {
      if (bootViewPainted() || performance.now() >= giveUp) afterNextPaint(resolve);
      else setTimeout(check, 16);
    };
    check();
  });
}
