import { KIND } from '../../src/config/constants';

/**
 * Car listings as other Nostr marketplaces publish them, tag for tag (from their listing builders): Shopstr
 * (plain NIP-99 plus `quantity`, `status`, `shipping`; categories from a Title Case list), Plebeian Market
 * (GammaMarkets: `type`, `visibility`, `stock`, Title Case `spec` keys, `Other` + a free-text `Cars`
 * category, image dimensions) and Conduit (GammaMarkets without `visibility`; lowercase `t`; no `spec`).
 * A seller using those clients only becomes visible to car buyers with a car `t` tag, so each carries one
 * in the spelling that client produces. Not imported by application code.
 */
export interface PeerListingTemplate {
  kind: typeof KIND.listing;
  content: string;
  tags: string[][];
}

export function shopstrCar(d: string, title = '2015 Toyota Corolla'): PeerListingTemplate {
  return {
    kind: KIND.listing,
    content: 'One owner, full service history.',
    tags: [
      ['d', d],
      ['alt', `Product listing: ${title}`],
      ['client', 'Shopstr'],
      ['title', title],
      ['summary', 'One owner, full service history.'],
      ['price', '9500', 'USD'],
      ['location', 'California'],
      ['shipping', 'Pickup', '0', 'USD'],
      ['image', 'https://cdn.example/corolla.jpg'],
      ['t', 'Physical'],
      ['t', 'Car'],
      ['t', 'shopstr'],
      ['quantity', '1'],
      ['condition', 'Used - Good'],
      ['status', 'active'],
      ['published_at', '1755800000'],
    ],
  };
}

export function plebeianCar(d: string, options: { title?: string; stock?: string; visibility?: string; frequency?: string } = {}): PeerListingTemplate {
  const price = ['price', '18500', 'USD'];
  if (options.frequency !== undefined) price.push(options.frequency);
  return {
    kind: KIND.listing,
    content: '## Honda Civic\n\nTimeless hatchback, new clutch.',
    tags: [
      ['d', d],
      ['title', options.title ?? '2017 Honda Civic'],
      price,
      ['type', 'simple', 'physical'],
      ['visibility', options.visibility ?? 'on-sale'],
      ['stock', options.stock ?? '1'],
      ['summary', 'Timeless hatchback'],
      ['image', 'https://cdn.example/civic.jpg', '800x600', '0'],
      ['t', 'Other'],
      ['t', 'Cars'],
      ['spec', 'Make', 'Honda'],
      ['spec', 'Model', 'Civic'],
      ['spec', 'Year', '2017'],
      ['spec', 'Mileage', '64000 mi'],
      ['spec', 'Fuel Type', 'Gasoline'],
      ['spec', 'Transmission', 'Manual'],
      ['shipping_option', `30406:${'b'.repeat(64)}:pickup`, '0'],
    ],
  };
}

export function conduitCar(d: string, options: { title?: string; stock?: string } = {}): PeerListingTemplate {
  const tags: string[][] = [
    ['d', d],
    ['title', options.title ?? '2012 Mazda MX-5'],
    ['price', '12900', 'USD'],
    ['type', 'simple', 'physical'],
    ['summary', 'Roadster, garage kept'],
    ['shipping_cost', '0', 'USD'],
    ['image', 'https://cdn.example/mx5.jpg'],
    ['t', 'cars'],
    ['t', 'convertible'],
    ['client', 'Conduit Merchant Portal'],
  ];
  if (options.stock !== undefined) tags.push(['stock', options.stock]);
  return { kind: KIND.listing, content: 'Roadster, garage kept', tags };
}
