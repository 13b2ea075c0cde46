import { describe, expect, it } from 'vitest';

import { BODY_TYPES } from '../../src/config/car-options';
import { renderAvatarPicture } from './avatar-picture';
import { CAR_ANGLES, renderCarPicture, type CarPictureInput } from './car-picture';

const base: CarPictureInput = {
  make: 'Mercedes-Benz',
  model: 'E 220 d <Estate> & "AMG"',
  year: 2021,
  bodyType: 'Wagon',
  paint: '#1c1c1e',
  photoIndex: 0,
  photoCount: 6,
  seed: 'test-listing',
};

/** Markup that would let an SVG run code or pull in anything from outside itself. */
function expectSelfContainedAndScriptFree(svg: string): void {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/href\s*=/i);
  expect(svg).not.toMatch(/<(image|foreignObject|iframe|use)\b/i);
  expect(svg).not.toMatch(/url\((?!#)/i);
  // The only URL allowed is the SVG namespace itself.
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/i);
}

function expectBalancedTags(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
}

describe('generated demo pictures', () => {
  it('draws every body type from every angle as a small, self-contained 1200×800 SVG', () => {
    for (const bodyType of BODY_TYPES) {
      for (let photoIndex = 0; photoIndex < CAR_ANGLES.length; photoIndex += 1) {
        const svg = renderCarPicture({ ...base, bodyType, photoIndex });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
        expectSelfContainedAndScriptFree(svg);
        expectBalancedTags(svg);
        expect(svg.length).toBeLessThan(12_000);
      }
    }
  });

  it('shapes the silhouette by body type and varies photos of one car', () => {
    const sideViews = new Set(BODY_TYPES.map((bodyType) => renderCarPicture({ ...base, bodyType })));
    expect(sideViews.size).toBe(BODY_TYPES.length);
    const photos = new Set(CAR_ANGLES.map((_, photoIndex) => renderCarPicture({ ...base, photoIndex })));
    expect(photos.size).toBe(CAR_ANGLES.length);
  });

  it('is deterministic and escapes the caption', () => {
    const svg = renderCarPicture(base);
    expect(renderCarPicture(base)).toBe(svg);
    expect(svg).toContain('2021 Mercedes-Benz E 220 d &lt;Estate&gt; &amp; &quot;AMG&quot;');
    expect(svg).toContain('fill="#1c1c1e"');
  });

  it('draws avatars with the same safety rules', () => {
    const svg = renderAvatarPicture({ initials: 'a<b', color: '#2e5c8a', seed: 'seller-1' });
    expectSelfContainedAndScriptFree(svg);
    expectBalancedTags(svg);
    expect(svg).toContain('A&lt;B');
  });
});
