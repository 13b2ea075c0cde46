import { describe, expect, it } from 'vitest';

import { fallbackCandidates } from './photo-fallback';

const FULL = 'f'.repeat(64);
const THUMB = 'e'.repeat(64);

describe('fallbackCandidates', () => {
  it('tries each known image, then its hash on the seller’s servers, then on the configured ones', () => {
    const images = [{ url: `https://dead.example/${THUMB}.webp` }, { url: `https://dead.example/${FULL}.webp`, x: FULL }];
    expect(fallbackCandidates(images, ['https://seller.example'], ['https://preset.example/'])).toEqual([
      `https://dead.example/${THUMB}.webp`,
      `https://seller.example/${THUMB}.webp`,
      `https://preset.example/${THUMB}.webp`,
      `https://dead.example/${FULL}.webp`,
      `https://seller.example/${FULL}.webp`,
      `https://preset.example/${FULL}.webp`,
    ]);
  });

  it('has nothing to add for a URL without a hash', () => {
    expect(fallbackCandidates([{ url: 'https://photos.example/car.jpg' }], ['https://seller.example'], [])).toEqual(['https://photos.example/car.jpg']);
  });
});
