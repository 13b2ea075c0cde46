import type { CarListing } from '@/nostr/listing';

/**
 * New cards in the first render of a result set: two rows of four, more than a desktop window shows below the
 * search bar (one row at 1280×900), as many as the boot cards (so the app's first page can take them over).
 * Cards already on screen cost nothing to keep and are not counted; the rest follow once typing pauses.
 */
const NEW_CARDS_AT_ONCE = 8;

/**
 * Cards added per background render after that: two desktop rows, one short commit each (a keystroke that
 * comes meanwhile waits for at most one; sixteen made the slowest keystrokes ~1.5× slower in the bench).
 */
export const CARDS_PER_STEP = 8;

/**
 * How long a new result set waits before it grows past its first screen: longer than most people take between
 * two keystrokes, so growing does not compete with typing.
 */
export const GROWTH_DELAY_MS = 200;

/** How many cards of which result set are in the DOM. */
export interface RenderedCards {
  listings: readonly CarListing[] | undefined;
  count: number;
}

/**
 * How many of a new result set's cards to render at once: the longest run from the top with at most
 * NEW_CARDS_AT_ONCE cards that are not on screen already. The same listings after a keystroke keep every
 * card; a widened search adds the first screen's new cards and the rest follow.
 */
export function firstRenderCount(listings: readonly CarListing[], last: RenderedCards): number {
  const onScreen = new Set(last.listings?.slice(0, last.count));
  let fresh = 0;
  const stop = listings.findIndex((listing) => !onScreen.has(listing) && ++fresh > NEW_CARDS_AT_ONCE);
  return stop === -1 ? listings.length : stop;
}
