/**
 * The buyer hints' room under a listing's price, shared by the block (DetailInsights), its stand-in until its
 * code loads (deferred-detail-parts.tsx) and the boot script's copy of the first view (boot-detail): all three
 * take the same height, so nothing below moves as one replaces the other.
 */

/** The badges and Compare: two lines on a phone when a rating will come (its badge or 'not enough' line). */
export function insightsRowHeight(rateable: boolean): string {
  return rateable ? 'h-16 sm:h-9' : 'h-9';
}

/** The explanation's summary, shown for every listing that can be rated. */
export const HOW_WE_RATED = 'How we rated this';
