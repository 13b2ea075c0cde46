import { describe, expect, it } from 'vitest';

import { fullSrcSet, thumbSize } from './photo-srcset';

const url = 'https://media.example/full.jpg';
const thumb = 'https://media.example/thumb.webp';
const medium = { url: 'https://media.example/medium.webp', width: 1024 };
const dim = { width: 2048, height: 1365 };

describe('photo srcset', () => {
  it('lists the thumbnail, the middle size and the full photo with their widths', () => {
    expect(fullSrcSet({ url, dim, thumb, medium })).toBe(`${thumb} 480w, ${medium.url} 1024w, ${url} 2048w`);
  });

  it('works with either smaller size alone', () => {
    expect(fullSrcSet({ url, dim, thumb })).toBe(`${thumb} 480w, ${url} 2048w`);
    expect(fullSrcSet({ url, dim, medium })).toBe(`${medium.url} 1024w, ${url} 2048w`);
  });

  it('has none without the full size or a smaller one', () => {
    expect(fullSrcSet({ url, thumb, medium })).toBeUndefined();
    expect(fullSrcSet({ url, dim })).toBeUndefined();
  });

  it('leaves out a middle size that is not smaller than the photo', () => {
    expect(fullSrcSet({ url, dim: { width: 900, height: 600 }, thumb, medium })).toBe(`${thumb} 480w, ${url} 900w`);
  });

  it('scales the thumbnail to 480 px on the long edge, never up', () => {
    expect(thumbSize({ width: 1365, height: 2048 })).toEqual({ width: 320, height: 480 });
    expect(thumbSize({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 });
  });
});
