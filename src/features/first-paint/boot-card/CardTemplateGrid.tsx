import { useState } from 'react';

import { cardSlotValues, sampleListing } from './card-slots';
import { markSlots } from './card-template';
import { ListingGrid } from '@/features/browse/public';

/** Build time only: the grid with one card of the sample listing, which `markCardTemplate` turns into the template. */
export function CardTemplateGrid({ nowSeconds }: { nowSeconds: number }) {
  const [listings] = useState(() => [sampleListing(nowSeconds)]);
  return <ListingGrid listings={listings} />;
}

/**
 * Build time only (docs/architecture.md §10, boot cards): `rendered` holds a rendered CardTemplateGrid; its
 * sample values become `{{slot}}` markers. Returns the template's HTML: the grid element with one card.
 */
export function markCardTemplate(rendered: Element, nowSeconds: number): string {
  const grid = rendered.querySelector('[data-testid="listing-grid"]');
  const values = cardSlotValues(sampleListing(nowSeconds), 0);
  if (grid === null || grid.childElementCount !== 1 || values === undefined) throw new Error('The card template did not render one card.');
  markSlots(grid, values);
  return grid.outerHTML;
}
