/**
 * Hand-built JPEG bytes for the metadata tests. TINY_JPEG is a real 1×1 JPEG as Chromium's canvas encodes it
 * (SOI, APP0 JFIF, APP2 ICC_PROFILE, DQT×2, SOF0, DHT×4, SOS, scan data, EOI); the helpers splice Exif
 * segments with a GPS block into it, the way a phone camera writes them.
 */

export const TINY_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeACoH/9k=',
  ),
  (character) => character.charCodeAt(0),
);

/** Text planted in the GPS block so a test can look for it in the output. */
export const GPS_SECRET = 'HOME-42-ELM-STREET';

function ascii(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

function u16(value: number, little: boolean): number[] {
  return little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff];
}

function u32(value: number, little: boolean): number[] {
  const bytes = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
  return little ? bytes.toReversed() : bytes;
}

/**
 * An APP1 Exif segment: IFD0 with Make, (optionally) Orientation and a pointer to a GPS IFD holding
 * GPSLatitudeRef 'N', GPSLatitude 52°22'12" and GPSAreaInformation = GPS_SECRET.
 */
export function exifSegmentWithGps({ orientation, littleEndian = false }: { orientation?: number; littleEndian?: boolean } = {}): Uint8Array {
  const le = littleEndian;
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag, le), ...u16(type, le), ...u32(count, le), ...value];
  const ifd0Entries = orientation === undefined ? 2 : 3;
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  const makeOffset = 8 + ifd0Size;
  const make = ascii('PhoneCam\0');
  const gpsOffset = makeOffset + make.length + (make.length % 2);
  const gpsEntries = 3;
  const gpsIfdSize = 2 + gpsEntries * 12 + 4;
  const latitudeOffset = gpsOffset + gpsIfdSize;
  const latitude = [52, 1, 22, 1, 12, 1].flatMap((value) => u32(value, le));
  const areaOffset = latitudeOffset + latitude.length;
  const area = [...ascii('ASCII\0\0\0'), ...ascii(GPS_SECRET)];

  const ifd0 = [
    ...u16(ifd0Entries, le),
    ...entry(0x010f, 2, make.length, u32(makeOffset, le)),
    ...(orientation === undefined ? [] : entry(0x0112, 3, 1, [...u16(orientation, le), 0, 0])),
    ...entry(0x8825, 4, 1, u32(gpsOffset, le)),
    ...u32(0, le),
  ];
  const gpsIfd = [
    ...u16(gpsEntries, le),
    ...entry(0x0001, 2, 2, [...ascii('N'), 0, 0, 0]),
    ...entry(0x0002, 5, 3, u32(latitudeOffset, le)),
    ...entry(0x001c, 7, area.length, u32(areaOffset, le)),
    ...u32(0, le),
  ];
  const tiff = [...ascii(le ? 'II' : 'MM'), ...u16(42, le), ...u32(8, le), ...ifd0, ...make, ...(make.length % 2 ? [0] : []), ...gpsIfd, ...latitude, ...area];
  const payload = [...ascii('Exif\0\0'), ...tiff];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** A generic segment (APPn, COM) with the given payload. */
export function segment(marker: number, payload: Uint8Array | string): Uint8Array {
  const body = typeof payload === 'string' ? Uint8Array.from(ascii(payload)) : payload;
  const length = body.length + 2;
  return Uint8Array.from([0xff, marker, length >> 8, length & 0xff, ...body]);
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

/** TINY_JPEG with `segments` inserted right after SOI, as cameras place Exif. */
export function jpegWithSegments(...segments: Uint8Array[]): Uint8Array {
  return concatBytes(TINY_JPEG.subarray(0, 2), ...segments, TINY_JPEG.subarray(2));
}

/** Whether `needle` occurs in `haystack` as a byte sequence. */
export function containsBytes(haystack: Uint8Array, needle: Uint8Array | string): boolean {
  const pattern = typeof needle === 'string' ? Uint8Array.from(ascii(needle)) : needle;
  outer: for (let start = 0; start + pattern.length <= haystack.length; start += 1) {
    for (let index = 0; index < pattern.length; index += 1) {
      if (haystack[start + index] !== pattern[index]) continue outer;
    }
    return true;
  }
  return false;
}
