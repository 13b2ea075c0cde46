/**
 * Removes metadata chunks from a PNG without touching the pixels. Critical chunks (IHDR, PLTE, IDAT, IEND:
 * first letter uppercase) are always kept; of the ancillary ones only those that change how the image looks
 * or animates are kept. Everything else goes: eXIf (GPS), tEXt/zTXt/iTXt (XMP, comments), tIME, and
 * private chunks such as caBX (content credentials, which can record where a photo was taken).
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const KEPT_ANCILLARY_CHUNKS = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCV',
  'cLLI',
  'sBIT',
  'bKGD',
  'pHYs',
  // APNG animation
  'acTL',
  'fcTL',
  'fdAT',
]);

export class PngFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PngFormatError';
  }
}

export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function isCritical(type: string): boolean {
  return type[0] !== undefined && type[0] >= 'A' && type[0] <= 'Z';
}

/** Returns a copy of the PNG without metadata chunks, ending at IEND. Throws {@link PngFormatError} if broken. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  if (!isPng(bytes)) throw new PngFormatError('Not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, SIGNATURE.length)];
  let position = SIGNATURE.length;
  let ended = false;

  while (!ended) {
    if (position + 8 > bytes.length) throw new PngFormatError('The file ends before IEND');
    const length = view.getUint32(position);
    const type = String.fromCharCode(...bytes.subarray(position + 4, position + 8));
    // length + type + data + CRC
    const chunkEnd = position + 12 + length;
    if (chunkEnd > bytes.length) throw new PngFormatError(`Chunk ${type} runs past the end of the file`);
    if (isCritical(type) || KEPT_ANCILLARY_CHUNKS.has(type)) kept.push(bytes.subarray(position, chunkEnd));
    ended = type === 'IEND';
    position = chunkEnd;
  }

  const result = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
