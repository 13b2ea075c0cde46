import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { parseListing } from '@/nostr/listing';
import { buildListingEvent } from '@/nostr/listing-builder';
import { fakeEvent } from '@testing/events';
import { SAMPLE_CAR_FIELDS } from '@testing/sample-car';

import { listingFormValues } from './listing-form-prefill';
import { listingFormSchema, toListingInput } from './listing-form-schema';
import { movePhoto, photoMoveAnnouncement } from './photo-values';

const url = (name: string) => `https://media.example/${name}.jpg`;
const details = (name: string) => ['imeta', `url ${url(name)}`, 'm image/jpeg', `thumb https://media.example/${name}-thumb.jpg`];
const photos = { images: [url('a'), url('b'), url('c')], imeta: [details('a'), details('b'), details('c')] };

describe('movePhoto', () => {
  it('moves a photo to the front, the others shift back, the details follow in the new order', () => {
    expect(movePhoto(photos, 2, 0)).toEqual({ images: [url('c'), url('a'), url('b')], imeta: [details('c'), details('a'), details('b')] });
  });

  it('moves a photo one place left or right', () => {
    expect(movePhoto(photos, 1, 0).images).toEqual([url('b'), url('a'), url('c')]);
    expect(movePhoto(photos, 0, 1).images).toEqual([url('b'), url('a'), url('c')]);
    expect(movePhoto(photos, 1, 2).images).toEqual([url('a'), url('c'), url('b')]);
  });

  it('moves the cover to the end', () => {
    expect(movePhoto(photos, 0, 2).images).toEqual([url('b'), url('c'), url('a')]);
  });

  it('keeps a photo without details in its new place (a restored draft may have none)', () => {
    const partial = { images: photos.images, imeta: [details('b')] };
    expect(movePhoto(partial, 1, 2)).toEqual({ images: [url('a'), url('c'), url('b')], imeta: [details('b')] });
  });

  it('changes nothing for the same place or a place outside the list', () => {
    for (const [from, to] of [
      [1, 1],
      [-1, 0],
      [0, 3],
      [3, 0],
      [0.5, 1],
    ] as const) {
      expect(movePhoto(photos, from, to)).toBe(photos);
    }
  });
});

describe('editing the order of a published listing', () => {
  it('prefills the photos in their order, and the update after a move publishes the new order with the details of each photo', () => {
    const published = buildListingEvent(
      {
        title: '2019 Volvo V60',
        description: 'Well kept estate.',
        ...SAMPLE_CAR_FIELDS,
        vin: '',
        ...photos,
      },
      1_700_000_000_000,
      { d: 'car-1' },
    );
    const listing = parseListing(fakeEvent({ kind: KIND.listing, tags: published.tags, content: published.content }));
    if (listing === null) throw new Error('invalid fixture');
    const values = listingFormValues(listing);
    expect(values.images).toEqual(photos.images);

    const update = buildListingEvent(toListingInput(listingFormSchema.parse({ ...values, ...movePhoto(values, 2, 0) })), 1_700_000_100_000, { d: 'car-1' });
    expect(update.tags.filter(([name]) => name === 'image')).toEqual([
      ['image', url('c')],
      ['image', url('a')],
      ['image', url('b')],
    ]);
    const imeta = update.tags.filter(([name]) => name === 'imeta');
    expect(imeta.map((tag) => tag[1])).toEqual([`url ${url('c')}`, `url ${url('a')}`, `url ${url('b')}`]);
    expect(imeta[0]).toContain(`thumb https://media.example/c-thumb.jpg`);
  });
});

describe('photoMoveAnnouncement', () => {
  it('counts from 1 and names the cover', () => {
    expect(photoMoveAnnouncement(2, 1)).toBe('Photo 3 moved to position 2');
    expect(photoMoveAnnouncement(2, 0)).toBe('Photo 3 is now the cover');
    expect(photoMoveAnnouncement(0, 1)).toBe('Photo 1 moved to position 2');
  });
});
