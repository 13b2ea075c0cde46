import type { DemoListing } from './demo-listing-types';
import { AMERICAS_LISTINGS } from './demo-listings-americas';
import { ASIA_AFRICA_LISTINGS } from './demo-listings-asia-africa';
import { EUROPE_LISTINGS } from './demo-listings-europe';

export type { DemoListing } from './demo-listing-types';

/** Every demo car listing. The data lives in one file per region to keep each file readable. */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  ...EUROPE_LISTINGS,
  ...AMERICAS_LISTINGS,
  ...ASIA_AFRICA_LISTINGS,
];

export function demoListing(key: string): DemoListing {
  const listing = DEMO_LISTINGS.find((candidate) => candidate.key === key);
  if (!listing) throw new Error(`Unknown demo listing ${key}`);
  return listing;
}
