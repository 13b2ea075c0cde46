/**
 * Removes the EXIF and XMP chunks of a WebP (RIFF container) without re-encoding it. Only the chunks that
 * make up the picture are kept; the VP8X flags that announce EXIF and XMP are cleared and the RIFF size is
 * recomputed so decoders still accept the file.
 */

const KEPT_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;
const HEADER_LENGTH = 12;

export class WebpFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebpFormatError';
  }
}

function fourcc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

export function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= HEADER_LENGTH && fourcc(bytes, 0) === 'RIFF' && fourcc(bytes, 8) === 'WEBP';
}

/** Returns a copy of the WebP without metadata chunks. Throws {@link WebpFormatError} when it is broken. */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  if (!isWebp(bytes)) throw new WebpFormatError('Not a WebP file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let position = HEADER_LENGTH;

  while (position + 8 <= riffEnd) {
    const type = fourcc(bytes, position);
    const size = view.getUint32(position + 4, true);
    // Chunks are padded to an even length.
    const chunkEnd = position + 8 + size + (size % 2);
    if (position + 8 + size > riffEnd) throw new WebpFormatError(`Chunk ${type} runs past the end of the file`);
    if (KEPT_CHUNKS.has(type)) {
      const chunk = bytes.slice(position, Math.min(chunkEnd, riffEnd));
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      kept.push(chunk);
    }
    position = chunkEnd;
  }
  if (kept.length === 0) throw new WebpFormatError('The file has no image data');

  const bodyLength = kept.reduce((sum, part) => sum + part.length, 0);
  const result = new Uint8Array(HEADER_LENGTH + bodyLength);
  result.set(bytes.subarray(0, HEADER_LENGTH));
  new DataView(result.buffer).setUint32(4, 4 + bodyLength, true);
  let offset = HEADER_LENGTH;
  for (const part of kept) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
