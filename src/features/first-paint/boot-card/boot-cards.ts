import { afterNextPaint } from '@/lib/after-paint';
import { latestVersions } from '@/nostr/event-store-rules';
import type { NostrEvent } from '@/nostr/event';
import { parseListing, type CarListing } from '@/nostr/listing';
import { sortListings } from '@/nostr/listing-sort';

import { CARD_SHAPES, cardShape, cardSlotValues } from './card-slots';
import { fillSlots } from './card-template';
import { bootCardsClosed, bootCardsShown } from './boot-cards-handoff';

/** Enough for the first screen of a large desktop window: the grid's own first paint (ListingGrid). */
const BOOT_CARDS = 8;
/** The relay's first answers are the newest listings; the boot script looks at this many, the app at all. */
export const BOOT_CARD_EVENTS_WATCHED = 40;

export interface BootCardsOptions {
  /** The build's card template (a `<template>` holding the grid with one card of each shape, card-template.ts). */
  template: HTMLTemplateElement;
  /** What the cards replace: the static shell's loading placeholders. */
  placeholder: Element;
  /** Signature checks, one verdict per event (the early verification worker). */
  verify: (events: readonly NostrEvent[]) => Promise<boolean[]>;
}

/**
 * The boot cards (docs/architecture.md §10): on a visitor's first visit to the home page, the first listings
 * the grid's boot REQ brings, once their signatures check out, drawn into the static home shell from the
 * build's card template (one card with a photo, one without), before the app's scripts have run: the
 * newest first, as the grid sorts them, whatever they are (sold, without a photo, any price). React's first
 * commit replaces them with the same cards (main.tsx waits until the app's first page has as many). Returns
 * the boot socket's event handler, which says when it wants no more events.
 */
export function startBootCards({ template, placeholder, verify }: BootCardsOptions): (event: unknown) => boolean {
  /**
   * Events as the relay sent them. Each is parsed only when it goes to the verifier: while the first one is
   * being checked the relay's burst goes on arriving, one task per message, and the worker's answer is
   * handled after those tasks, so each must cost little: parsing a whole page of listings there would hold the
   * first card back (figures in docs/performance.md).
   */
  const pending: unknown[] = [];
  const verified: CarListing[] = [];
  let watched = 0;
  let checking = false;
  let shown: Element = placeholder;

  /** Draws what is verified; true when the cards on screen changed. */
  const draw = (): boolean => {
    // React is taking over, or has: the shell and its cards are about to go, or gone.
    if (!shown.isConnected || bootCardsClosed()) return false;
    const newest = sortListings(latestVersions(verified, (listing) => listing.event), 'newest');
    const grid = template.content.firstElementChild?.cloneNode(true);
    // The template's card of each shape, in CARD_SHAPES order.
    const cards = grid instanceof Element ? [...grid.children] : [];
    if (!(grid instanceof Element) || cards.length !== CARD_SHAPES.length || newest.length === 0) return false;
    grid.replaceChildren();
    for (const [index, listing] of newest.slice(0, BOOT_CARDS).entries()) {
      const copy = cards[CARD_SHAPES.indexOf(cardShape(listing))]!.cloneNode(true) as Element;
      fillSlots(copy, cardSlotValues(listing, index));
      grid.append(copy);
    }
    if (shown === placeholder) performance.mark('carstr:boot-cards');
    shown.replaceWith(grid);
    shown = grid;
    bootCardsShown(grid.childElementCount);
    return true;
  };

  const check = () => {
    if (checking) return;
    // Only what would be a card is checked: a relay's junk costs the worker nothing.
    const batch = pending.splice(0).flatMap((event) => {
      const listing = parseListing(event as NostrEvent);
      return listing === null ? [] : [listing];
    });
    if (batch.length === 0) return;
    checking = true;
    void verify(batch.map((listing) => listing.event)).then((valid) => {
      checking = false;
      for (const [index, listing] of batch.entries()) if (valid[index]) verified.push(listing);
      // New cards paint before the next batch is parsed.
      if (draw()) afterNextPaint(check);
      else check();
    });
  };

  return (event) => {
    watched += 1;
    pending.push(event);
    check();
    // Enough events, or React is taking over.
    return watched < BOOT_CARD_EVENTS_WATCHED && shown.isConnected && !bootCardsClosed();
  };
}
