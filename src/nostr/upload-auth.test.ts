import { finalizeEvent, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { newKeys } from '@testing/test-keys';
import { buildUploadAuthTemplate, parseBlobDescriptor } from './upload-auth';

const sha256 = 'b'.repeat(64);
const NOW = 1_700_000_000_500;

describe('buildUploadAuthTemplate (docs/product.md §7, BUD-02)', () => {
  it('builds the kind-24242 template with a 60 s expiration by default', () => {
    expect(buildUploadAuthTemplate({ sha256, size: 1234, filename: 'car.jpg', nowMs: NOW })).toEqual({
      kind: KIND.uploadAuth,
      content: 'Upload car.jpg',
      created_at: 1_700_000_000,
      tags: [
        ['t', 'upload'],
        ['x', sha256],
        ['size', '1234'],
        ['expiration', '1700000060'],
      ],
    });
  });

  it('honours a custom expiry', () => {
    const template = buildUploadAuthTemplate({ sha256, size: 0, filename: 'a.png', nowMs: NOW, expiresInMs: 5_000 });
    expect(template.tags).toContainEqual(['expiration', '1700000005']);
  });

  it.each([
    ['line breaks', 'evil\r\nname.jpg', 'Upload evil name.jpg'],
    ['control characters', 'a\u0000\u0007b.jpg', 'Upload a b.jpg'],
    ['script payload kept as text', '<script>.jpg', 'Upload <script>.jpg'],
    ['over-long name capped', `${'x'.repeat(500)}.jpg`, `Upload ${'x'.repeat(200)}`],
  ])('sanitises a file name with %s', (_name, filename, content) => {
    expect(buildUploadAuthTemplate({ sha256, size: 1, filename, nowMs: NOW }).content).toBe(content);
  });

  it.each<[string, string, number]>([
    ['uppercase hash', 'B'.repeat(64), 1],
    ['short hash', 'b'.repeat(63), 1],
    ['negative size', sha256, -1],
    ['fractional size', sha256, 1.5],
    ['NaN size', sha256, Number.NaN],
    ['Infinity size', sha256, Number.POSITIVE_INFINITY],
  ])('throws on %s', (_name, hash, size) => {
    expect(() => buildUploadAuthTemplate({ sha256: hash, size, filename: 'a', nowMs: NOW })).toThrow(TypeError);
  });

  it('signs into a valid event', () => {
    const event = finalizeEvent(buildUploadAuthTemplate({ sha256, size: 1, filename: 'a.jpg', nowMs: NOW }), newKeys().secretKey);
    expect(verifyEvent(event)).toBe(true);
  });
});

describe('parseBlobDescriptor', () => {
  const good = { url: 'https://blossom.example/' + sha256 + '.jpg', sha256, size: 1234, type: 'image/jpeg', uploaded: 1 };

  it('accepts a BUD-02 descriptor, as an object or JSON text, ignoring extra fields', () => {
    const expected = { url: good.url, sha256, size: 1234, type: 'image/jpeg' };
    expect(parseBlobDescriptor(good)).toEqual(expected);
    expect(parseBlobDescriptor(JSON.stringify(good))).toEqual(expected);
  });

  it('lowercases the hash and allows a missing type', () => {
    expect(parseBlobDescriptor({ url: good.url, sha256: sha256.toUpperCase(), size: 0 })).toEqual({ url: good.url, sha256, size: 0 });
  });

  it.each<[string, unknown]>([
    ['javascript: url', { ...good, url: 'javascript:alert(1)' }],
    ['data: url', { ...good, url: 'data:image/png;base64,AA' }],
    ['relative url', { ...good, url: '/abc.jpg' }],
    ['missing url', { ...good, url: undefined }],
    ['short hash', { ...good, sha256: 'abc' }],
    ['non-hex hash', { ...good, sha256: 'z'.repeat(64) }],
    ['negative size', { ...good, size: -1 }],
    ['fractional size', { ...good, size: 1.5 }],
    ['string size', { ...good, size: '1234' }],
    ['huge size', { ...good, size: 1e308 }],
    ['non-string type', { ...good, type: 5 }],
    ['null', null],
    ['array', [good]],
    ['invalid JSON text', '{"url":'],
    ['HTML error page', '<html>502 Bad Gateway</html>'],
  ])('rejects %s', (_name, value) => {
    expect(parseBlobDescriptor(value)).toBeNull();
  });
});
