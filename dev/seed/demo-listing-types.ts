import type {
  BODY_TYPES,
  CONDITIONS,
  CURRENCIES,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '../../src/config/car-options';

import type { CarMake } from '../../src/config/car-makes';
import type { CarSpecs } from '../../src/nostr/car-specs';
import type { SellerId } from './demo-people';

/** One demo car listing, in plain words; `build-listing-event.ts` turns it into docs/product.md §3 kind-30402 tags. */
export interface DemoListing {
  /** Stable short name: seeds the `d` tag and the photos, and lets comment threads refer to the listing. */
  key: string;
  seller: SellerId;
  title: string;
  /** Most listings have one; a few deliberately do not (the detail page must cope). */
  summary?: string;
  description: string;
  /** Absent means "Price on request". */
  price?: { amount: string; currency: (typeof CURRENCIES)[number]; frequency?: string };
  location: string;
  /** A make of the list (src/config/car-makes.ts), as the sell form offers them. */
  make: CarMake;
  model: string;
  year: number;
  mileage: number;
  fuelType: (typeof FUEL_TYPES)[number];
  transmission: (typeof TRANSMISSIONS)[number];
  bodyType: (typeof BODY_TYPES)[number];
  color: string;
  /** #rrggbb used to paint the generated photos. */
  paint: string;
  condition: (typeof CONDITIONS)[number];
  status: 'active' | 'sold';
  /** 1–6 generated photos. */
  photos: number;
  /** How long before the seed's base time the listing was published. */
  ageHours: number;
  /**
   * The fields buyers ask about (docs/product.md §3 Car details as spec pairs), as far as the seller gives them;
   * the seller type comes from the seller (demo-people.ts). The odometer unit follows the location (demo-places.ts).
   */
  specs?: Omit<CarSpecs, 'sellerType'>;
}
