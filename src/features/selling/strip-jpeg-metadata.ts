/**
 * Removes metadata from a JPEG without re-encoding it: the segments that carry pixels (tables, frame and
 * scan headers, entropy-coded data) are copied byte for byte, so the photo looks exactly as before.
 *
 * Kept (allow-list, because a camera can put a home address into almost any other segment):
 * - APP0 `JFIF` (pixel density), APP2 `ICC_PROFILE` (colours), APP14 `Adobe` (colour transform of CMYK/YCCK);
 * - the Exif orientation, rewritten as a minimal Exif block holding nothing else, because phones store
 *   portrait photos rotated and rely on that flag; dropping it would show them sideways.
 * Dropped: APP1 (Exif with GPS, thumbnails and serial numbers; XMP), every other APPn (IPTC, MPF, JFXX
 * thumbnails, maker data), COM, and anything after EOI (extra images and motion-photo videos).
 */

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const TEM = 0x01;
const RST0 = 0xd0;
const RST7 = 0xd7;

const EXIF_ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;

export class JpegFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JpegFormatError';
  }
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === MARKER && bytes[1] === SOI && bytes[2] === MARKER;
}

function startsWithAscii(bytes: Uint8Array, text: string): boolean {
  if (bytes.length < text.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

function isMetadataFreeSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > APP15) return true;
  if (marker === APP0) return startsWithAscii(payload, 'JFIF\0');
  if (marker === APP2) return startsWithAscii(payload, 'ICC_PROFILE\0');
  if (marker === APP14) return startsWithAscii(payload, 'Adobe');
  return false;
}

/** The Orientation value (2–8) of an Exif APP1 payload, or undefined when absent, normal (1) or unreadable. */
export function readExifOrientation(payload: Uint8Array): number | undefined {
  if (!startsWithAscii(payload, 'Exif\0\0')) return undefined;
  const tiff = payload.subarray(6);
  if (tiff.length < 8) return undefined;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const byteOrder = String.fromCharCode(tiff[0]!, tiff[1]!);
  if (byteOrder !== 'II' && byteOrder !== 'MM') return undefined;
  const little = byteOrder === 'II';
  if (view.getUint16(2, little) !== 42) return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const offset = ifd + 2 + entry * 12;
    if (offset + 12 > tiff.length) return undefined;
    if (view.getUint16(offset, little) !== EXIF_ORIENTATION_TAG) continue;
    if (view.getUint16(offset + 2, little) !== TIFF_SHORT) return undefined;
    const value = view.getUint16(offset + 8, little);
    return value >= 2 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** A complete APP1 segment whose Exif holds one IFD0 entry, Orientation, and nothing else. */
export function orientationOnlyExifSegment(orientation: number): Uint8Array {
  const tiff = [
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF header, IFD0 at offset 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, TIFF_SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, ...tiff]; // 'Exif\0\0'
  const length = payload.length + 2;
  return Uint8Array.from([MARKER, APP1, length >> 8, length & 0xff, ...payload]);
}

/** Where the entropy-coded data that starts at `start` ends: at the first marker that is not RSTn. */
function endOfScanData(bytes: Uint8Array, start: number): number {
  let position = start;
  while (position < bytes.length) {
    position = bytes.indexOf(MARKER, position);
    if (position === -1 || position + 1 >= bytes.length) return bytes.length;
    const next = bytes[position + 1]!;
    // 0xFF00 is a stuffed data byte and RSTn markers sit inside the scan; anything else ends it.
    if (next === 0x00 || (next >= RST0 && next <= RST7)) position += 2;
    else return position;
  }
  return bytes.length;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const result = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

/**
 * Returns a copy of the JPEG without metadata (see the file comment). Throws {@link JpegFormatError} when the
 * segment structure is broken: uploading a file we could not clean would defeat the purpose.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (!isJpeg(bytes)) throw new JpegFormatError('Not a JPEG file');
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationWritten = false;
  let position = 2;

  while (position < bytes.length) {
    if (bytes[position] !== MARKER) throw new JpegFormatError(`Expected a marker at byte ${position}`);
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[position + 1] === MARKER) position += 1;
    const marker = bytes[position + 1];
    if (marker === undefined) throw new JpegFormatError('The file ends inside a marker');
    const markerStart = position;
    position += 2;

    if (marker === EOI) {
      parts.push(bytes.subarray(markerStart, position));
      break;
    }
    if (marker === TEM || (marker >= RST0 && marker <= RST7)) {
      parts.push(bytes.subarray(markerStart, position));
      continue;
    }
    if (position + 2 > bytes.length) throw new JpegFormatError('The file ends inside a segment header');
    const length = (bytes[position]! << 8) | bytes[position + 1]!;
    const segmentEnd = position + length;
    if (length < 2 || segmentEnd > bytes.length) throw new JpegFormatError(`Segment 0x${marker.toString(16)} has a bad length`);
    const payload = bytes.subarray(position + 2, segmentEnd);
    position = segmentEnd;

    if (marker === APP1 && !orientationWritten) {
      const orientation = readExifOrientation(payload);
      if (orientation !== undefined) {
        parts.push(orientationOnlyExifSegment(orientation));
        orientationWritten = true;
      }
    }
    if (isMetadataFreeSegment(marker, payload)) parts.push(bytes.subarray(markerStart, segmentEnd));

    if (marker === SOS) {
      const scanEnd = endOfScanData(bytes, position);
      parts.push(bytes.subarray(position, scanEnd));
      position = scanEnd;
    }
  }
  return concat(parts);
}
