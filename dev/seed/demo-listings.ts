import { AMERICAS_COMPARABLES } from './demo-comparables-americas';
import { EUROPE_COMPARABLES } from './demo-comparables-europe';
import type { DemoListing } from './demo-listing-types';
import { AMERICAS_LISTINGS } from './demo-listings-americas';
import { ASIA_AFRICA_LISTINGS } from './demo-listings-asia-africa';
import { EUROPE_LISTINGS } from './demo-listings-europe';

export type { DemoListing } from './demo-listing-types';

/**
 * Every demo car listing. The data lives in one file per region to keep each file readable; the comparables
 * files hold the cars that give some models enough similar cars to be rated (docs/product.md §2 Buyer insight).
 */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  ...EUROPE_LISTINGS,
  ...AMERICAS_LISTINGS,
  ...ASIA_AFRICA_LISTINGS,
  ...EUROPE_COMPARABLES,
  ...AMERICAS_COMPARABLES,
];

export function demoListing(key: string): DemoListing {
  const listing = DEMO_LISTINGS.find((candidate) => candidate.key === key);
  if (!listing) throw new Error(`Unknown demo listing ${key}`);
  return listing;
}
