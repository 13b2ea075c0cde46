import { describe, expect, it } from 'vitest';

import { firstSeenText, listingCountText } from './fact-texts';

describe('seller fact texts', () => {
  it("counts listings with the sold ones, '1 listing' in the singular, nothing for none", () => {
    expect(listingCountText(2, 1)).toBe('3 listings · 1 sold');
    expect(listingCountText(2, 0)).toBe('2 listings');
    expect(listingCountText(0, 1)).toBe('1 listing · 1 sold');
    expect(listingCountText(1, 0)).toBe('1 listing');
    expect(listingCountText(0, 0)).toBeUndefined();
  });

  it('says first seen as what these relays saw', () => {
    expect(firstSeenText('March 2024')).toBe('First seen on these relays: March 2024');
  });
});
