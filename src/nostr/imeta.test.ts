import { encode } from 'blurhash';
import { finalizeEvent, generateSecretKey, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { blossomHashOf, buildImetaTag, imetaByUrl, isBlurhash, parseDim, parseImetaTag, photoAlt, type ImageMeta } from './imeta';

const X = 'a'.repeat(64);
const pixels = new Uint8ClampedArray(8 * 6 * 4).map((_, index) => (index * 37) % 256);
const BLURHASH = encode(pixels, 8, 6, 4, 3);

const full: ImageMeta = {
  url: `https://media.example/${X}.webp`,
  m: 'image/webp',
  x: X,
  size: 412_345,
  dim: { width: 2048, height: 1536 },
  blurhash: BLURHASH,
  thumb: `https://media.example/${'b'.repeat(64)}.webp`,
  medium: { url: `https://media.example/${'c'.repeat(64)}.webp`, width: 1024 },
  alt: '2019 Volvo V60, photo 1 of 3',
};

describe('imeta', () => {
  it('builds every field in a fixed order and reads it back', () => {
    const tag = buildImetaTag(full);
    expect(tag).toEqual([
      'imeta',
      `url ${full.url}`,
      'm image/webp',
      `x ${X}`,
      'size 412345',
      'dim 2048x1536',
      `blurhash ${BLURHASH}`,
      `thumb ${full.thumb}`,
      `srcset https://media.example/${'c'.repeat(64)}.webp 1024w`,
      'alt 2019 Volvo V60, photo 1 of 3',
    ]);
    expect(parseImetaTag(tag)).toEqual(full);
  });

  it('survives signing by another implementation (nostr-tools) and reads from the event by URL', () => {
    const event = finalizeEvent({ kind: KIND.listing, content: '', created_at: 1, tags: [['image', full.url], buildImetaTag(full)] }, generateSecretKey());
    expect(verifyEvent(event)).toBe(true);
    expect(imetaByUrl(event).get(full.url)).toEqual(full);
  });

  it.each([
    ['no url', ['imeta', 'm image/jpeg']],
    ['a javascript: url', ['imeta', 'url javascript:alert(1)']],
    ['not a tag', 'imeta url https://a.example/x.jpg'],
    ['another tag name', ['image', 'url https://a.example/x.jpg']],
  ])('refuses a tag with %s', (_name, tag) => {
    expect(parseImetaTag(tag)).toBeUndefined();
  });

  it('drops each hostile or malformed field and keeps the rest', () => {
    const meta = parseImetaTag([
      'imeta',
      'url https://a.example/x.jpg',
      'm text/html',
      'x NOTHEX',
      'size -5',
      'dim 99999999x1',
      'blurhash <script>',
      'thumb javascript:alert(1)',
      'srcset javascript:alert(1) 1024w',
      7,
      `alt ${'a'.repeat(1000)}`,
    ]);
    expect(meta).toEqual({ url: 'https://a.example/x.jpg', alt: 'a'.repeat(300) });
  });

  it.each([
    ['no width', 'srcset https://a.example/m.webp'],
    ['a density instead of a width', 'srcset https://a.example/m.webp 2x'],
    ['a zero width', 'srcset https://a.example/m.webp 0w'],
    ['an absurd width', 'srcset https://a.example/m.webp 99999w'],
    ['two candidates', 'srcset https://a.example/m.webp 1024w, https://a.example/s.webp 480w'],
  ])('leaves out a srcset field with %s', (_name, field) => {
    expect(parseImetaTag(['imeta', 'url https://a.example/x.jpg', field])).toEqual({ url: 'https://a.example/x.jpg' });
  });

  it('writes no srcset field for an unusable middle size', () => {
    expect(buildImetaTag({ url: 'https://a.example/x.jpg', medium: { url: 'javascript:alert(1)', width: 1024 } })).toEqual(['imeta', 'url https://a.example/x.jpg']);
    expect(buildImetaTag({ url: 'https://a.example/x.jpg', medium: { url: 'https://a.example/m.webp', width: 0 } })).toEqual(['imeta', 'url https://a.example/x.jpg']);
  });

  it('takes the first value of a repeated key and the first tag of a URL', () => {
    expect(parseImetaTag(['imeta', 'url https://a.example/1.jpg', 'url https://a.example/2.jpg'])?.url).toBe('https://a.example/1.jpg');
    const byUrl = imetaByUrl({ tags: [['imeta', 'url https://a.example/1.jpg', 'm image/png'], ['imeta', 'url https://a.example/1.jpg', 'm image/gif'], 'junk', null] });
    expect(byUrl.get('https://a.example/1.jpg')?.m).toBe('image/png');
    expect(imetaByUrl({ tags: 'not an array' }).size).toBe(0);
  });

  it('reads an event\'s photos once, however often a card asks (docs/architecture.md §5)', () => {
    const event = { tags: Array.from({ length: 2_000 }, (_, n) => ['imeta', `url https://a.example/${n}.jpg`, 'm image/jpeg']) };
    const first = imetaByUrl(event);
    expect(first.size).toBe(2_000);
    expect(imetaByUrl(event)).toBe(first);
    // Another event object is read for itself.
    expect(imetaByUrl({ tags: event.tags.slice(0, 1) }).size).toBe(1);
  });

  it('checks dim and blurhash strictly', () => {
    expect(parseDim('640x480')).toEqual({ width: 640, height: 480 });
    expect(parseDim('0x480')).toBeUndefined();
    expect(parseDim('640 x 480')).toBeUndefined();
    expect(isBlurhash(BLURHASH)).toBe(true);
    expect(isBlurhash(BLURHASH.slice(0, -1))).toBe(false);
  });

  it('writes alt text from the title and the position', () => {
    expect(photoAlt('2019 Volvo V60', 2, 3)).toBe('2019 Volvo V60, photo 2 of 3');
    expect(photoAlt('2019 Volvo V60', 1, 1)).toBe('2019 Volvo V60');
  });

  it('finds the Blossom hash in a URL', () => {
    expect(blossomHashOf(`https://cdn.example/${X.toUpperCase()}.jpg`)).toBe(X);
    expect(blossomHashOf(`https://cdn.example/media/${X}`)).toBe(X);
    expect(blossomHashOf(`https://cdn.example/${X}/photo.jpg`)).toBeUndefined();
    expect(blossomHashOf('not a url')).toBeUndefined();
  });
});
