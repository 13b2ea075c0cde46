import { afterEach, describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { GALLERY_SIZES } from '../photo-srcset';
import { signedListing } from '@testing/listing-fixtures';
import { preloadDetailPhoto } from './detail-photo-preload';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadDetailPhoto', () => {
  it("preloads the gallery's first photo with the gallery's srcset and sizes, once", () => {
    const seller = newKeys();
    const photo = `https://media.example/${'a'.repeat(64)}.jpg`;
    const thumb = `https://media.example/${'b'.repeat(64)}.webp`;
    const listing = signedListing(seller, { d: 'car-1', images: [photo, 'https://media.example/second.jpg'] });
    // The imeta tag (NIP-92) names the thumbnail and the size; the preload only reads events.
    const event = { ...listing, tags: [...listing.tags, ['imeta', `url ${photo}`, `thumb ${thumb}`, 'dim 4000x3000']] };

    preloadDetailPhoto([event], 'car-1', seller.pubkey);
    preloadDetailPhoto([event], 'car-1', seller.pubkey);

    const [link, ...more] = preloads();
    expect(more).toHaveLength(0);
    expect(link?.href).toBe(photo);
    expect(link?.getAttribute('imagesrcset')).toBe(`${thumb} 480w, ${photo} 4000w`);
    expect(link?.getAttribute('imagesizes')).toBe(GALLERY_SIZES);
    expect(link?.referrerPolicy).toBe('no-referrer');
  });

  it('preloads nothing for another listing, or when several sellers use the id and the link named none', () => {
    const [one, two] = [newKeys(), newKeys()];
    const events = [
      signedListing(one, { d: 'shared', images: ['https://media.example/one.jpg'] }),
      signedListing(two, { d: 'shared', images: ['https://media.example/two.jpg'] }),
    ];
    preloadDetailPhoto(events, 'other', undefined);
    preloadDetailPhoto(events, 'shared', undefined);
    expect(preloads()).toHaveLength(0);
    preloadDetailPhoto(events, 'shared', two.pubkey);
    expect(preloads().map((link) => link.href)).toEqual(['https://media.example/two.jpg']);
  });

  it("ignores what is not a listing event as a relay might send it (the boot script's events are unverified)", () => {
    const seller = newKeys();
    const hostile = signedListing(seller, { d: 'car-1', images: ['javascript:alert(1)'] });
    preloadDetailPhoto([null, 42, 'EVENT', { id: 'x' }, hostile], 'car-1', seller.pubkey);
    expect(preloads()).toHaveLength(0);
  });

  it('takes the newest version, and adds no second link when the boot script already preloaded the photo', () => {
    const seller = newKeys();
    const older = signedListing(seller, { d: 'car-1', images: ['https://media.example/old.jpg'], createdAt: 1_700_000_000 });
    const newer = signedListing(seller, { d: 'car-1', images: ['https://media.example/new.jpg'], createdAt: 1_700_000_500 });
    preloadDetailPhoto([older, newer], 'car-1', undefined);
    preloadDetailPhoto([newer], 'car-1', seller.pubkey);
    expect(preloads().map((link) => link.href)).toEqual(['https://media.example/new.jpg']);
  });
});
