import { useState } from 'react';

import { CARD_SHAPES, cardSlotValues, sampleListing } from './card-slots';
import { markSlots } from './card-template';
import { ListingGrid } from '@/features/browse/public';

/** Build time only: the grid with one sample card of each shape, which `markCardTemplate` turns into the template. */
export function CardTemplateGrid({ nowSeconds }: { nowSeconds: number }) {
  const [listings] = useState(() => CARD_SHAPES.map((shape) => sampleListing(nowSeconds, shape)));
  return <ListingGrid listings={listings} />;
}

/**
 * Build time only (docs/architecture.md §10, boot cards): `rendered` holds a rendered CardTemplateGrid; each
 * card's sample values become `{{slot}}` markers. Returns the template's HTML: the grid element with one card
 * per shape, in CARD_SHAPES order.
 */
export function markCardTemplate(rendered: Element, nowSeconds: number): string {
  const grid = rendered.querySelector('[data-testid="listing-grid"]');
  if (grid === null || grid.childElementCount !== CARD_SHAPES.length) throw new Error(`The card template did not render ${CARD_SHAPES.length} cards.`);
  for (const [index, shape] of CARD_SHAPES.entries()) markSlots(grid.children[index]!, cardSlotValues(sampleListing(nowSeconds, shape), index));
  return grid.outerHTML;
}
