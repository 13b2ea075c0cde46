import { encode } from 'blurhash';
import { describe, expect, it } from 'vitest';

import { blurhashAverage } from './blurhash-average';

/** A 4×4 RGBA image of one colour. */
function solid(r: number, g: number, b: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(4 * 4 * 4);
  for (let index = 0; index < pixels.length; index += 4) pixels.set([r, g, b, 255], index);
  return pixels;
}

describe('blurhashAverage', () => {
  it('reads the average colour the encoder wrote (a blurhash of a solid image)', () => {
    expect(blurhashAverage(encode(solid(200, 30, 90), 4, 4, 4, 3))).toBe('rgb(200, 30, 90)');
    expect(blurhashAverage(encode(solid(0, 0, 0), 4, 4, 1, 1))).toBe('rgb(0, 0, 0)');
  });

  it('reads a published example hash (the blurhash README photo)', () => {
    expect(blurhashAverage('LEHV6nWB2yk8pyo0adR*.7kCMdnj')).toMatch(/^rgb\(\d{1,3}, \d{1,3}, \d{1,3}\)$/);
  });

  it('gives nothing for hostile or broken hashes', () => {
    expect(blurhashAverage('')).toBeUndefined();
    expect(blurhashAverage('L0')).toBeUndefined();
    expect(blurhashAverage('L0<scr')).toBeUndefined();
    expect(blurhashAverage('L0~~~~')).toBeUndefined();
  });
});
