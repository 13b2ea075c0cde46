import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

import type { CarListing } from '@/nostr/listing';

import { listingPath } from '@/features/listings/public';

/**
 * Back keeps the place (docs/product.md §2 Home: browse tab): the card a buyer opened from the marketplace grid
 * and where the page was scrolled, so that browser Back and 'Back to Marketplace' return to the same spot with
 * keyboard focus on that card. Kept in memory for this tab: a reload starts the marketplace at the top.
 */
interface OpenedCard {
  /** The card link's href: one per listing, and what finds the card's link again. */
  href: string;
  scrollY: number;
}

let opened: OpenedCard | undefined;
/** A return under way: the opened card is taken, but the page is still being brought back to it. */
let restoring = false;

/** Router state of 'Back to Marketplace': a return to the grid, like browser Back. */
export interface ReturnToCardState {
  returnToCard?: true;
}

export const RETURN_TO_CARD: ReturnToCardState = Object.freeze({ returnToCard: true });

/** Called when a grid card's link is followed. */
export function rememberOpenedCard(href: string): void {
  opened = { href, scrollY: window.scrollY };
}

/** Whether this navigation returns to the grid a card was opened from: Back (a POP) or 'Back to Marketplace'. */
export function isReturnToCard(pathname: string, navigationType: string, state: unknown): boolean {
  if ((opened === undefined && !restoring) || pathname !== '/') return false;
  return navigationType === 'POP' || (typeof state === 'object' && state !== null && (state as ReturnToCardState).returnToCard === true);
}

/** The opened card's link inside the grid, once it is rendered. */
function cardLink(href: string): HTMLAnchorElement | undefined {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-card-link]')).find((link) => link.getAttribute('href') === href);
}

function onScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

/** Frames to wait for the card's row (a windowed grid renders it once scrolled there; a plain grid grows a few rows a frame). */
const MAX_FRAMES = 300;

/**
 * Scrolls back to where the page was and focuses the opened card: each frame until the card's link is in the
 * DOM (the page must first be tall enough and the card's row rendered), then once more to the exact place. If
 * the card is not where it was (another window width, new listings above), it is scrolled into view instead.
 * A wheel, touch or key press of the user's own ends the attempt, as does a card that never comes.
 */
function restore(target: OpenedCard): () => void {
  let frame = 0;
  let handle = 0;
  const stop = () => {
    restoring = false;
    cancelAnimationFrame(handle);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const step = () => {
    window.scrollTo(0, target.scrollY);
    const link = cardLink(target.href);
    if (link !== undefined) {
      stop();
      if (!onScreen(link)) link.scrollIntoView({ block: 'center' });
      link.focus({ preventScroll: true });
      return;
    }
    frame += 1;
    if (frame < MAX_FRAMES) handle = requestAnimationFrame(step);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  restoring = true;
  // From the next frame: the layout's scroll to the top of a new path runs in this commit's effects too.
  handle = requestAnimationFrame(step);
  return stop;
}

/**
 * For the marketplace grid: on a return to it, once its results are in (undefined while loading), brings the
 * opened card back on screen and focused; when the results no longer hold it, only the scroll position.
 */
export function useReturnToOpenedCard(results: readonly CarListing[] | undefined): void {
  const ready = results !== undefined && results.length > 0;
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  // Decided when the grid mounts: the return is this navigation's, and clearing `opened` must not end it.
  const [returning] = useState(() => isReturnToCard(pathname, navigationType, state));
  useEffect(() => {
    if (!ready || !returning || opened === undefined) return undefined;
    const target = opened;
    // Once: a later re-render, or another return without a new card opened, leaves the scroll alone.
    opened = undefined;
    if (!results.some((listing) => listingPath(listing) === target.href)) {
      window.scrollTo(0, target.scrollY);
      return undefined;
    }
    return restore(target);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- started once, when the results first arrive
  }, [ready, returning]);
}
