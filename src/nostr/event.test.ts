import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { firstTag, firstTagValue, hasTagValue, isEventShape, isHex64, tagValues, type Tagged } from './event';
import { fakeEvent, signedEvent } from '@testing/events';

const hostile: Tagged = {
  tags: [
    null,
    'title',
    ['title'],
    [42, 'x'],
    ['title', 7],
    { 0: 'title', 1: 'object' },
    ['title', 'First'],
    ['title', 'Second', 'extra'],
    ['t', 'car'],
    ['t', undefined],
    ['t', 'CAR', 5, 'after-number'],
    ['price', '5', 7, 'month'],
  ],
};

describe('tag helpers', () => {
  it.each<[string, Tagged, string, string | undefined]>([
    ['well-formed first value', hostile, 'title', 'First'],
    ['missing name', hostile, 'summary', undefined],
    ['tags not an array', { tags: 'nope' }, 'title', undefined],
    ['tags null', { tags: null }, 'title', undefined],
    ['no tags field', {}, 'title', undefined],
    ['empty string value is a value', { tags: [['d', '']] }, 'd', ''],
  ])('firstTagValue: %s', (_name, event, tag, expected) => {
    expect(firstTagValue(event, tag)).toBe(expected);
  });

  it.each<[string, Tagged, string, string[]]>([
    ['skips malformed tags, keeps order and duplicates', hostile, 't', ['car', 'CAR']],
    ['title values', hostile, 'title', ['First', 'Second']],
    ['nothing for a number in place of tags', { tags: 5 }, 't', []],
    ['nothing for an object in place of tags', { tags: { t: 'car' } }, 't', []],
  ])('tagValues: %s', (_name, event, tag, expected) => {
    expect(tagValues(event, tag)).toEqual(expected);
  });

  it('firstTag stops at the first non-string so positions keep their meaning', () => {
    expect(firstTag(hostile, 'price')).toEqual(['price', '5']);
    expect(firstTag(hostile, 't')).toEqual(['t', 'car']);
    expect(firstTag({ tags: [['price', '1', 'EUR', 'month']] }, 'price')).toEqual(['price', '1', 'EUR', 'month']);
  });

  it('hasTagValue compares exact values of well-formed tags only', () => {
    expect(hasTagValue(hostile, 't', 'CAR')).toBe(true);
    expect(hasTagValue(hostile, 't', 'Car')).toBe(false);
    expect(hasTagValue(hostile, 'title', 'object')).toBe(false);
  });

  it('copes with 10,000 tags', () => {
    const tags = Array.from({ length: 10_000 }, (_, index) => ['t', `tag-${index}`]);
    expect(tagValues({ tags }, 't')).toHaveLength(10_000);
    expect(firstTagValue({ tags }, 'missing')).toBeUndefined();
  });
});

describe('isHex64', () => {
  it.each([
    ['a'.repeat(64), true],
    ['A'.repeat(64), false],
    ['a'.repeat(63), false],
    ['g'.repeat(64), false],
    [42, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isHex64(value)).toBe(expected);
  });
});

describe('isEventShape', () => {
  const good = signedEvent(newKeys(), { kind: KIND.listing });

  it('accepts a signed event', () => {
    expect(isEventShape(good)).toBe(true);
    expect(isEventShape(fakeEvent())).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'event'],
    ['an array', [good]],
    ['uppercase id', { ...good, id: good.id.toUpperCase() }],
    ['short pubkey', { ...good, pubkey: 'abc' }],
    ['fractional kind', { ...good, kind: 1.5 }],
    ['negative kind', { ...good, kind: -1 }],
    ['string created_at', { ...good, created_at: '1700000000' }],
    ['NaN created_at', { ...good, created_at: Number.NaN }],
    ['negative created_at', { ...good, created_at: -5 }],
    ['tags not an array', { ...good, tags: {} }],
    ['content not a string', { ...good, content: 5 }],
    ['missing sig', { ...good, sig: undefined }],
  ])('rejects %s', (_name, value) => {
    expect(isEventShape(value)).toBe(false);
  });
});
