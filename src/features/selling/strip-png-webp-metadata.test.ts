import { describe, expect, it } from 'vitest';

import { detectPhotoFormat, isImageFile, preparePhotoForUpload, stripPhotoMetadata, UnsupportedPhotoError } from './prepare-photo';
import { PngFormatError, stripPngMetadata } from './strip-png-metadata';
import { stripWebpMetadata, WebpFormatError } from './strip-webp-metadata';
import { GPS_SECRET, TINY_JPEG, concatBytes, containsBytes, exifSegmentWithGps, jpegWithSegments } from './test-support/jpeg-fixtures';

const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
);
/** The 8-byte signature plus the 25-byte IHDR chunk. */
const PNG_HEADER_LENGTH = 33;

function pngChunk(type: string, data: string): Uint8Array {
  const body = new TextEncoder().encode(data);
  const chunk = new Uint8Array(12 + body.length);
  new DataView(chunk.buffer).setUint32(0, body.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(body, 8);
  // The CRC is not checked by the stripper; a fixed value keeps the fixture readable.
  chunk.set([1, 2, 3, 4], 8 + body.length);
  return chunk;
}

function pngWith(...chunks: Uint8Array[]): Uint8Array {
  return concatBytes(TINY_PNG.subarray(0, PNG_HEADER_LENGTH), ...chunks, TINY_PNG.subarray(PNG_HEADER_LENGTH));
}

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const padded = new Uint8Array(8 + data.length + (data.length % 2));
  padded.set(new TextEncoder().encode(type), 0);
  new DataView(padded.buffer).setUint32(4, data.length, true);
  padded.set(data, 8);
  return padded;
}

function webp(...chunks: Uint8Array[]): Uint8Array {
  const body = concatBytes(...chunks);
  const header = new Uint8Array(12);
  header.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  header.set(new TextEncoder().encode('WEBP'), 8);
  return concatBytes(header, body);
}

const VP8X_WITH_EXIF_AND_XMP = riffChunk('VP8X', Uint8Array.from([0x0c | 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
const VP8L = riffChunk('VP8L', Uint8Array.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07]));
const text = (value: string) => new TextEncoder().encode(value);

describe('stripPngMetadata', () => {
  it('keeps a clean PNG byte-identical', () => {
    expect(stripPngMetadata(TINY_PNG)).toEqual(TINY_PNG);
  });

  it('removes eXIf, text, time and private chunks but keeps colour chunks', () => {
    const gamma = pngChunk('gAMA', '\0\0\xb1\x8f');
    const dirty = pngWith(pngChunk('eXIf', `MM\0*${GPS_SECRET}`), pngChunk('tEXt', `Location\0${GPS_SECRET}`), gamma, pngChunk('iTXt', GPS_SECRET), pngChunk('tIME', '1234567'), pngChunk('caBX', GPS_SECRET));
    const stripped = stripPngMetadata(dirty);
    expect(containsBytes(stripped, GPS_SECRET)).toBe(false);
    expect(stripped).toEqual(pngWith(gamma));
  });

  it('drops anything after IEND', () => {
    expect(stripPngMetadata(concatBytes(TINY_PNG, text(GPS_SECRET)))).toEqual(TINY_PNG);
  });

  it.each([
    ['no IEND', TINY_PNG.subarray(0, TINY_PNG.length - 12)],
    ['a chunk longer than the file', pngWith(Uint8Array.from([0x7f, 0, 0, 0, 0x74, 0x45, 0x58, 0x74]))],
  ])('refuses a PNG with %s', (_name, bytes) => {
    expect(() => stripPngMetadata(bytes)).toThrow(PngFormatError);
  });
});

describe('stripWebpMetadata', () => {
  it('removes EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const dirty = webp(VP8X_WITH_EXIF_AND_XMP, VP8L, riffChunk('EXIF', text(`MM\0*${GPS_SECRET}`)), riffChunk('XMP ', text(GPS_SECRET)));
    const stripped = stripWebpMetadata(dirty);
    expect(containsBytes(stripped, GPS_SECRET)).toBe(false);
    const cleanVp8x = riffChunk('VP8X', Uint8Array.from([0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(stripped).toEqual(webp(cleanVp8x, VP8L));
  });

  it('keeps a simple lossless WebP as is', () => {
    expect(stripWebpMetadata(webp(VP8L))).toEqual(webp(VP8L));
  });

  it.each([
    ['no image chunk', webp(riffChunk('EXIF', text(GPS_SECRET)))],
    ['a chunk longer than the file', webp(Uint8Array.from([0x56, 0x50, 0x38, 0x4c, 0xff, 0xff, 0, 0]))],
  ])('refuses a WebP with %s', (_name, bytes) => {
    expect(() => stripWebpMetadata(bytes)).toThrow(WebpFormatError);
  });
});

describe('photo preparation', () => {
  it('detects formats by their bytes', () => {
    expect(detectPhotoFormat(TINY_JPEG)).toBe('jpeg');
    expect(detectPhotoFormat(TINY_PNG)).toBe('png');
    expect(detectPhotoFormat(webp(VP8L))).toBe('webp');
    expect(detectPhotoFormat(text('GIF89a...'))).toBe('gif');
    expect(detectPhotoFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(stripPhotoMetadata(text('\0\0\0\x18ftypheic'))).toBeUndefined();
  });

  it('treats only image/* files as photos', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('uploads a cleaned copy with the type the bytes prove, keeping the name', async () => {
    const photo = new File([new Uint8Array(jpegWithSegments(exifSegmentWithGps()))], 'IMG_0001.png', { type: 'image/png' });
    const prepared = await preparePhotoForUpload(photo);
    expect(prepared.name).toBe('IMG_0001.png');
    expect(prepared.type).toBe('image/jpeg');
    expect(new Uint8Array(await prepared.arrayBuffer())).toEqual(TINY_JPEG);
  });

  it('refuses an image format it cannot clean', async () => {
    const heic = new File([text('\0\0\0\x18ftypheic')], 'IMG_0002.HEIC', { type: 'image/heic' });
    await expect(preparePhotoForUpload(heic)).rejects.toThrow(UnsupportedPhotoError);
  });
});
