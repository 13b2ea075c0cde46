import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';

import {
  addPhotoToStoredDraft,
  DRAFT_RAW_LIMIT,
  DRAFT_TEXT_LIMIT,
  isBlankListingForm,
  loadListingDraft,
  parseListingDraft,
  saveListingDraft,
  serializeListingDraft,
} from './listing-draft';
import { emptyListingForm, type ListingFormValues } from './listing-form-schema';

const filled: ListingFormValues = {
  ...emptyListingForm(),
  title: '2019 Toyota Camry',
  description: 'Half typed descr',
  currency: 'EUR',
  make: 'Toyota',
  year: '20',
  images: ['https://media.example/a.jpg', 'https://media.example/b.png'],
};

function stored(values: unknown, version: unknown = 1): string {
  return JSON.stringify({ version, savedAt: 1, values });
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('listing draft (de)serialisation', () => {
  it('round-trips what the user typed and uploaded', () => {
    expect(parseListingDraft(serializeListingDraft(filled, 123))).toEqual(filled);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{not json'],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['a string', '"draft"'],
    ['another version', stored({ title: 'x' }, 2)],
    ['no values', JSON.stringify({ version: 1 })],
    ['values that are an array', stored(['title'])],
    ['only defaults', stored(emptyListingForm())],
    ['an oversized document', stored({ title: 'x'.repeat(DRAFT_RAW_LIMIT) })],
  ])('restores nothing from %s', (_name, raw) => {
    expect(parseListingDraft(raw)).toBeUndefined();
  });

  it('keeps the good fields of a partly hostile draft and resets the bad ones', () => {
    const hostile = stored({
      title: 'Kept title',
      summary: { toString: 'evil' },
      description: 42,
      location: 'x'.repeat(DRAFT_TEXT_LIMIT + 1),
      currency: 'DOGE',
      make: '<img src=x onerror=alert(1)>',
      condition: 'Like New',
      fuelType: ['Diesel'],
      model: null,
      images: [
        'javascript:alert(1)',
        'https://media.example/ok.jpg',
        'https://media.example/ok.jpg',
        'data:image/png;base64,AAAA',
        7,
        'https://user:pass@media.example/x.jpg',
      ],
      extra: 'ignored',
    });
    expect(parseListingDraft(hostile)).toEqual({
      ...emptyListingForm(),
      title: 'Kept title',
      condition: 'Like New',
      images: ['https://media.example/ok.jpg'],
    });
  });

  it('does not let a __proto__ key pollute objects', () => {
    const values = parseListingDraft('{"version":1,"values":{"__proto__":{"polluted":true},"title":"Car"}}');
    expect(values?.title).toBe('Car');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it('keeps at most 20 photos', () => {
    const images = Array.from({ length: 30 }, (_, index) => `https://media.example/${index}.jpg`);
    expect(parseListingDraft(stored({ images }))?.images).toHaveLength(20);
  });

  it('keeps text longer than the form allows, so the seller can shorten it', () => {
    const description = 'd'.repeat(2500);
    expect(parseListingDraft(stored({ description }))?.description).toBe(description);
  });

  it('counts a form of spaces and defaults as blank', () => {
    expect(isBlankListingForm(emptyListingForm())).toBe(true);
    expect(isBlankListingForm({ ...emptyListingForm(), title: '   ' })).toBe(true);
    expect(isBlankListingForm({ ...emptyListingForm(), currency: 'EUR' })).toBe(false);
    expect(isBlankListingForm({ ...emptyListingForm(), images: ['https://media.example/a.jpg'] })).toBe(false);
  });
});

describe('listing draft storage', () => {
  it('saves under the listing draft key and removes the key once the form is blank', () => {
    const storage = new MemoryStorage();
    saveListingDraft(storage, filled, 5);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.listingDraft)!)).toEqual({ version: 1, savedAt: 5, values: filled });
    expect(loadListingDraft(storage)).toEqual(filled);
    saveListingDraft(storage, emptyListingForm());
    expect(storage.items.size).toBe(0);
  });

  it('warns about an unreadable draft and survives storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.listingDraft, '{oops');
    expect(loadListingDraft(storage)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('listing draft'));

    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadListingDraft(broken)).toBeUndefined();
    expect(() => saveListingDraft(broken, filled)).not.toThrow();
    expect(loadListingDraft(undefined)).toBeUndefined();
  });

  it('adds a photo that finished uploading while no form was open', () => {
    const storage = new MemoryStorage();
    const late = { url: 'https://media.example/late.jpg', m: 'image/jpeg', dim: { width: 2048, height: 1536 } };
    addPhotoToStoredDraft(storage, late);
    addPhotoToStoredDraft(storage, late);
    expect(loadListingDraft(storage)?.images).toEqual([late.url]);
    expect(loadListingDraft(storage)?.imeta).toEqual([['imeta', `url ${late.url}`, 'm image/jpeg', 'dim 2048x1536']]);
    saveListingDraft(storage, filled);
    addPhotoToStoredDraft(storage, { url: 'https://media.example/c.jpg' });
    expect(loadListingDraft(storage)).toEqual({
      ...filled,
      images: [...filled.images, 'https://media.example/c.jpg'],
      imeta: [['imeta', 'url https://media.example/c.jpg']],
    });
  });

  it('keeps only valid photo details of photos the draft has, in photo order', () => {
    const raw = stored({
        title: 'Car',
        images: ['https://media.example/a.jpg', 'https://media.example/b.jpg'],
        imeta: [
          ['imeta', 'url https://media.example/b.jpg', 'm image/webp', 'm text/html'],
          ['imeta', 'url https://media.example/gone.jpg'],
          ['imeta', 'url javascript:alert(1)'],
          'junk',
          ['imeta', 'url https://media.example/a.jpg', 'dim 10x10'],
        ],
    });
    expect(parseListingDraft(raw)?.imeta).toEqual([
      ['imeta', 'url https://media.example/a.jpg', 'dim 10x10'],
      ['imeta', 'url https://media.example/b.jpg', 'm image/webp'],
    ]);
  });
});
