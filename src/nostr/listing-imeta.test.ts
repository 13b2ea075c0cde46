import { finalizeEvent, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-keys';
import { buildImetaTag, photosOf } from './imeta';
import { parseListing } from './listing';
import { buildListingEvent, type ListingInput } from './listing-builder';

const X1 = '1'.repeat(64);
const X2 = '2'.repeat(64);
const url1 = `https://media.example/${X1}.webp`;
const url2 = `https://media.example/${X2}.webp`;
const meta1 = { url: url1, m: 'image/webp', x: X1, size: 400_000, dim: { width: 2048, height: 1536 }, blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', thumb: `https://media.example/${'3'.repeat(64)}.webp` };

const input: ListingInput = {
  title: '2019 Volvo V60',
  description: 'Well kept, full service history.',
  price: '25000',
  currency: 'EUR',
  location: 'Gothenburg',
  make: 'Volvo',
  model: 'V60',
  year: '2019',
  mileage: '40000',
  fuelType: 'Diesel',
  transmission: 'Automatic',
  bodyType: 'Wagon',
  color: 'Grey',
  condition: 'Good',
  images: [url1, url2],
  imeta: [buildImetaTag(meta1), ['imeta', 'url https://elsewhere.example/unused.jpg', 'm image/jpeg']],
};

describe('listing photos with NIP-92 imeta (docs/product.md §3)', () => {
  it('writes each photo’s imeta right after its image tag, alt from the title and position; a photo without details gets only its image tag', () => {
    const template = buildListingEvent(input, 1_700_000_000_000);
    const photoTags = template.tags.filter(([name]) => name === 'image' || name === 'imeta');
    expect(photoTags).toEqual([['image', url1], buildImetaTag({ ...meta1, alt: '2019 Volvo V60, photo 1 of 2' }), ['image', url2]]);
  });

  it('follows a photo whose hash is known with an x tag, so relays can find it by #x (docs/product.md §2 Trust: photo reuse and seller facts)', () => {
    const template = buildListingEvent(input, 1_700_000_000_000);
    const photoTags = template.tags.filter(([name]) => name === 'image' || name === 'imeta' || name === 'x');
    expect(photoTags).toEqual([['image', url1], buildImetaTag({ ...meta1, alt: '2019 Volvo V60, photo 1 of 2' }), ['x', X1], ['image', url2]]);
  });

  it('reads the details back through a nostr-tools signed event; a peer’s plain image tag is a bare URL', () => {
    const event = finalizeEvent(buildListingEvent(input, 1_700_000_000_000), newKeys().secretKey);
    expect(verifyEvent(event)).toBe(true);
    const listing = parseListing(event)!;
    expect(listing.images).toEqual([url1, url2]);
    expect(photosOf(event, listing.images)).toEqual([{ ...meta1, alt: '2019 Volvo V60, photo 1 of 2' }, { url: url2 }]);
  });

  it('shows photos that only an imeta names, after the image tags', () => {
    const template = buildListingEvent({ ...input, images: [url2], imeta: [] }, 1_700_000_000_000);
    template.tags.push(buildImetaTag(meta1));
    const listing = parseListing(finalizeEvent(template, newKeys().secretKey))!;
    expect(listing.images).toEqual([url2, url1]);
  });
});
