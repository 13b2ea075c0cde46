import { describe, expect, it } from 'vitest';

import { buildListingEvent } from '@/nostr/listing-builder';
import { parseListing } from '@/nostr/listing';

import { emptyCarDetails } from './car-details-form';
import {
  emptyListingForm,
  LISTING_FORM_MESSAGES as M,
  listingFormSchema,
  toListingInput,
  type ListingFormValues,
} from './listing-form-schema';

const valid: ListingFormValues = {
  title: '2019 Toyota Camry SE',
  location: 'Austin, TX',
  geohash: '',
  summary: '',
  description: 'One owner, full service history.',
  price: '24500',
  currency: 'USD',
  make: 'Toyota',
  model: 'Camry',
  year: '2019',
  mileage: '42000',
  mileageUnit: 'mi',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  bodyType: 'Sedan',
  color: 'Blue',
  condition: 'Good',
  vin: '',
  details: emptyCarDetails(),
  images: [],
  imeta: [],
};

/** The first message per field, as react-hook-form shows it. */
function messagesFor(values: ListingFormValues): Record<string, string> {
  const result = listingFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

describe('listing form schema', () => {
  it('accepts a complete listing', () => {
    expect(messagesFor(valid)).toEqual({});
  });

  it('gives every product message for an empty form (currency and condition have defaults)', () => {
    expect(messagesFor(emptyListingForm())).toEqual({
      title: M.titleRequired,
      location: M.locationRequired,
      description: M.descriptionTooShort,
      price: M.priceRequired,
      make: M.makeRequired,
      model: M.modelRequired,
      year: M.yearRequired,
      mileage: M.mileageRequired,
      fuelType: M.fuelTypeRequired,
      transmission: M.transmissionRequired,
      bodyType: M.bodyTypeRequired,
      color: M.colorRequired,
    });
  });

  it('says currency and condition are required when they are cleared or unknown', () => {
    expect(messagesFor({ ...valid, currency: '', condition: 'Mint' })).toEqual({
      currency: 'Currency is required',
      condition: 'Condition is required',
    });
  });

  it.each<[string, Partial<ListingFormValues>, Record<string, string>]>([
    ['a title of spaces', { title: '   ' }, { title: 'Title is required' }],
    ['a 100-character title', { title: 't'.repeat(100) }, {}],
    ['a 101-character title', { title: 't'.repeat(101) }, { title: 'Title must be less than 100 characters' }],
    ['a 200-character summary', { summary: 's'.repeat(200) }, {}],
    ['a 201-character summary', { summary: 's'.repeat(201) }, { summary: 'Summary must be less than 200 characters' }],
    ['a 9-character description', { description: 'd'.repeat(9) }, { description: 'Description must be at least 10 characters' }],
    ['a 10-character description', { description: 'd'.repeat(10) }, {}],
    ['a 2000-character description', { description: 'd'.repeat(2000) }, {}],
    ['a 2001-character description', { description: 'd'.repeat(2001) }, { description: 'Description must be less than 2000 characters' }],
    ['a 3-digit year', { year: '201' }, { year: 'Year is required' }],
    ['a 5-digit year', { year: '20190' }, { year: 'Year must be 4 digits' }],
    ['a year with letters', { year: '20a9' }, { year: 'Year must be 4 digits' }],
    ['a padded year', { year: ' 2019 ' }, {}],
    ['a price of spaces', { price: '  ' }, { price: 'Price is required' }],
    ['a decimal price', { price: '24500.50' }, {}],
    ['an exponent price', { price: '1e5' }, { price: M.priceFormat }],
    ['a negative price', { price: '-5' }, { price: M.priceFormat }],
    ['a make of the full list', { make: 'Tesla' }, {}],
    ['a make of spaces', { make: '   ' }, { make: 'Make is required' }],
    ["an edited listing's own make, which the list lacks", { make: 'Wartburg' }, {}],
    ['"Other" as make', { make: 'Other' }, {}],
    ['a valid VIN', { vin: '1M8GDM9AXKP042788' }, {}],
    ['a VIN typed in lower case with spaces', { vin: ' 1m8g dm9a xkp0 42788 ' }, {}],
    ['a European VIN (no check digit rule)', { vin: 'WBA3A5C51CF256985' }, {}],
    ['a 16-character VIN', { vin: '1M8GDM9AXKP04278' }, { vin: 'A VIN has 17 characters' }],
    ['a VIN with an O', { vin: '1M8GDM9AXKPO42788' }, { vin: 'A VIN has only letters and digits, never I, O or Q' }],
    ['a North American VIN with a typo', { vin: '1M8GDM9AXKP042789' }, { vin: "This VIN's check digit doesn't match: check for a typo." }],
  ])('%s', (_name, change, expected) => {
    expect(messagesFor({ ...valid, ...change })).toEqual(expected);
  });

  it('hands trimmed values to the event builder, leaving out an empty summary', () => {
    const output = listingFormSchema.parse({ ...valid, title: '  Camry  ', summary: '   ' });
    const input = toListingInput(output);
    expect(input.title).toBe('Camry');
    expect(input.summary).toBeUndefined();
    const event = buildListingEvent(input, 1_700_000_000_000);
    expect(event.tags.some(([name]) => name === 'summary')).toBe(false);
    expect(toListingInput(listingFormSchema.parse({ ...valid, summary: 'Clean' })).summary).toBe('Clean');
  });

  it('publishes the VIN in capitals as a spec pair, which readers read back', () => {
    const output = listingFormSchema.parse({ ...valid, vin: ' 1m8gdm9axkp042788 ' });
    expect(output.vin).toBe('1M8GDM9AXKP042788');
    const template = buildListingEvent(toListingInput(output), 1_700_000_000_000);
    expect(template.tags).toContainEqual(['spec', 'VIN', '1M8GDM9AXKP042788']);
    expect(parseListing({ ...template, id: 'a'.repeat(64), pubkey: 'b'.repeat(64), sig: 'c'.repeat(128) })?.vin).toBe('1M8GDM9AXKP042788');
    // No VIN, no tag.
    expect(buildListingEvent(toListingInput(listingFormSchema.parse(valid)), 1_700_000_000_000).tags.some(([, key]) => key === 'VIN')).toBe(false);
  });

  it('hands a picked city\'s geohash to the builder, and none for a place typed freely', () => {
    expect(toListingInput(listingFormSchema.parse({ ...valid, geohash: 'u281z' })).geohash).toBe('u281z');
    expect(toListingInput(listingFormSchema.parse(valid)).geohash).toBeUndefined();
  });

  it('produces listings that readers accept with the price shown', () => {
    const template = buildListingEvent(toListingInput(listingFormSchema.parse({ ...valid, price: '24500.50' })), 1_700_000_000_000);
    const listing = parseListing({ ...template, id: 'a'.repeat(64), pubkey: 'b'.repeat(64), sig: 'c'.repeat(128) });
    expect(listing?.hasPrice).toBe(true);
    expect(listing?.price.amount).toBe(24500.5);
  });
});
