import type { NostrEvent } from '@/nostr/event';

/** What draws a boot view from one subscription's events; false when it wants no more. */
export type BootViewDrawer = (event: unknown) => boolean;

/**
 * Runs `callback` once the HTML has been parsed (at once if it has): the templates and the shell the boot
 * views fill are further down the page than the boot script, and on a busy core a relay can answer while the
 * parser is still on its way to them.
 */
export function whenParsed(callback: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback, { once: true });
  else callback();
}

/** What a boot view (a listing's, a profile's) is drawn with. */
export interface BootViewParts {
  /** The build's template of the page's first view (DetailTemplate, ProfileTemplate). */
  template: HTMLTemplateElement;
  /** The static shell: its header and footer frame the view, as the app's layout does. */
  shell: Element;
  /** The app's root element: the boot view goes before it, and hides it until the app releases the view. */
  root: Element;
  /** Signature checks, one verdict per event (the early verification worker). */
  verify: (events: readonly NostrEvent[]) => Promise<boolean[]>;
}

/** The parts of the page a boot view is drawn from: the build's `<template>`, the static shell and the app's root. */
export function bootViewParts(templateSelector: string): Omit<BootViewParts, 'verify'> | undefined {
  const template = document.querySelector<HTMLTemplateElement>(templateSelector);
  const shell = document.querySelector('[data-static-shell]');
  const root = document.getElementById('root');
  return template === null || shell === null || root === null ? undefined : { template, shell, root };
}

/**
 * The boot socket's handler for a first view drawn from the answers to `subscriptionId` (the boot cards, a
 * listing's or a profile's boot view): answers that come before the page is parsed are kept (at most
 * `earlyMax`: a relay flooding the socket meanwhile is not read further) and handed, in order, to the drawer
 * `start` makes once it is (`onParsed`); undefined from `start` (the page has no such template) ends it.
 * Returns what the socket's watcher returns: whether more events of the subscription are wanted.
 */
export function watchForBootView(
  subscriptionId: string,
  start: () => BootViewDrawer | undefined,
  earlyMax: number,
  onParsed: (callback: () => void) => void = whenParsed,
): (subscriptionId: string, event: unknown) => boolean {
  let draw: BootViewDrawer | undefined;
  let wanted = true;
  const early: unknown[] = [];
  const startDrawing = () => {
    draw = start();
    if (draw === undefined) wanted = false;
    for (const event of early.splice(0)) if (wanted && draw !== undefined) wanted = draw(event);
  };
  return (id, event) => {
    if (id !== subscriptionId) return true;
    if (!wanted) return false;
    if (draw !== undefined) {
      wanted = draw(event);
      return wanted;
    }
    early.push(event);
    if (early.length === 1) onParsed(startDrawing);
    return early.length < earlyMax;
  };
}
