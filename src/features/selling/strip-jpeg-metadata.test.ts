import { describe, expect, it } from 'vitest';

import {
  JpegFormatError,
  orientationOnlyExifSegment,
  readExifOrientation,
  stripJpegMetadata,
} from './strip-jpeg-metadata';
import {
  GPS_SECRET,
  TINY_JPEG,
  concatBytes,
  containsBytes,
  exifSegmentWithGps,
  jpegWithSegments,
  segment,
} from './test-support/jpeg-fixtures';

const XMP = segment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>${GPS_SECRET}</exif:GPSLatitude></x:xmpmeta>`);
const IPTC = segment(0xed, `Photoshop 3.0\x008BIM ${GPS_SECRET}`);
const COMMENT = segment(0xfe, `shot at ${GPS_SECRET}`);
const MPF = segment(0xe2, `MPF\0${GPS_SECRET}`);
const JFXX_THUMBNAIL = segment(0xe0, `JFXX\0\x10${GPS_SECRET}`);

/** Splits a JPEG into [marker, whole segment bytes] until SOS, for structural assertions. */
function markersOf(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  let position = 2;
  while (position < bytes.length) {
    const marker = bytes[position + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    position += 2 + ((bytes[position + 2]! << 8) | bytes[position + 3]!);
  }
  return markers;
}

describe('stripJpegMetadata', () => {
  it('leaves a JPEG without metadata byte-identical (ICC profile and JFIF kept)', () => {
    expect(stripJpegMetadata(TINY_JPEG)).toEqual(TINY_JPEG);
    expect(markersOf(TINY_JPEG).slice(0, 2)).toEqual([0xe0, 0xe2]);
  });

  it.each([
    ['big-endian', false],
    ['little-endian', true],
  ])('removes a %s Exif block with GPS coordinates and restores the original bytes', (_name, littleEndian) => {
    const withGps = jpegWithSegments(exifSegmentWithGps({ littleEndian }));
    expect(containsBytes(withGps, GPS_SECRET)).toBe(true);

    const stripped = stripJpegMetadata(withGps);
    expect(containsBytes(stripped, GPS_SECRET)).toBe(false);
    expect(containsBytes(stripped, 'Exif\0\0')).toBe(false);
    expect(containsBytes(stripped, 'PhoneCam')).toBe(false);
    expect(stripped).toEqual(TINY_JPEG);
  });

  it('removes XMP, IPTC, comments, MPF and JFXX thumbnails wherever they sit before the scan', () => {
    const dirty = concatBytes(
      TINY_JPEG.subarray(0, 2),
      XMP,
      TINY_JPEG.subarray(2, 20), // APP0 JFIF
      IPTC,
      COMMENT,
      MPF,
      JFXX_THUMBNAIL,
      TINY_JPEG.subarray(20),
    );
    const stripped = stripJpegMetadata(dirty);
    expect(containsBytes(stripped, GPS_SECRET)).toBe(false);
    expect(stripped).toEqual(TINY_JPEG);
  });

  it('keeps the orientation of a rotated phone photo as a minimal Exif block, without GPS', () => {
    const stripped = stripJpegMetadata(jpegWithSegments(exifSegmentWithGps({ orientation: 6, littleEndian: true })));
    expect(containsBytes(stripped, GPS_SECRET)).toBe(false);
    expect(stripped).toEqual(jpegWithSegments(orientationOnlyExifSegment(6)));
    const app1 = orientationOnlyExifSegment(6);
    expect(readExifOrientation(app1.subarray(4))).toBe(6);
  });

  it('drops a normal orientation (1) entirely', () => {
    expect(stripJpegMetadata(jpegWithSegments(exifSegmentWithGps({ orientation: 1 })))).toEqual(TINY_JPEG);
  });

  it('cuts off data after EOI (extra images, motion-photo video)', () => {
    const trailer = Uint8Array.from([0xff, 0xd8, ...exifSegmentWithGps(), 0xff, 0xd9]);
    expect(stripJpegMetadata(concatBytes(TINY_JPEG, trailer))).toEqual(TINY_JPEG);
  });

  it('keeps stuffed bytes, restart markers and fill bytes inside the scan', () => {
    const sosEnd = TINY_JPEG.length - 2;
    const scanWithMarkers = Uint8Array.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7]);
    const jpeg = concatBytes(TINY_JPEG.subarray(0, sosEnd), scanWithMarkers, Uint8Array.from([0xff, 0xff, 0xd9]));
    expect(stripJpegMetadata(jpeg)).toEqual(concatBytes(TINY_JPEG.subarray(0, sosEnd), scanWithMarkers, Uint8Array.from([0xff, 0xd9])));
  });

  it('removes metadata between the scans of a progressive JPEG', () => {
    const sosEnd = TINY_JPEG.length - 2;
    const body = TINY_JPEG.subarray(0, sosEnd);
    const sos = body.subarray(body.lastIndexOf(0xda) - 1);
    const progressive = concatBytes(body, COMMENT, sos, TINY_JPEG.subarray(sosEnd));
    expect(stripJpegMetadata(progressive)).toEqual(concatBytes(body, sos, TINY_JPEG.subarray(sosEnd)));
  });

  it.each([
    ['not a JPEG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47])],
    ['a segment longer than the file', jpegWithSegments(Uint8Array.from([0xff, 0xe1, 0xff, 0xff, 0x45]))],
    ['a segment length below 2', jpegWithSegments(Uint8Array.from([0xff, 0xe1, 0x00, 0x01]))],
    ['garbage where a marker should be', jpegWithSegments(Uint8Array.from([0x00, 0x11]))],
    ['a file cut inside a header', TINY_JPEG.subarray(0, 5)],
  ])('refuses %s instead of passing it through', (_name, bytes) => {
    expect(() => stripJpegMetadata(bytes)).toThrow(JpegFormatError);
  });

  it('keeps a file truncated inside the scan data as far as it goes', () => {
    const truncated = TINY_JPEG.subarray(0, TINY_JPEG.length - 3);
    expect(stripJpegMetadata(truncated)).toEqual(truncated);
  });
});

describe('readExifOrientation', () => {
  it.each([
    ['no Exif header', segment(0xe1, 'XMP').subarray(4)],
    ['a broken TIFF header', Uint8Array.from([...new TextEncoder().encode('Exif\0\0'), 0x41, 0x41, 0, 42, 0, 0, 0, 8])],
    ['an IFD offset past the end', Uint8Array.from([...new TextEncoder().encode('Exif\0\0'), 0x4d, 0x4d, 0, 42, 0x7f, 0, 0, 0])],
    ['an out-of-range value', orientationOnlyExifSegment(9).subarray(4)],
  ])('ignores %s', (_name, payload) => {
    expect(readExifOrientation(payload)).toBeUndefined();
  });
});
