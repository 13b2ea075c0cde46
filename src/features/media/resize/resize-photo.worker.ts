/// <reference lib="webworker" />
import { encode } from 'blurhash';

import { FULL_LONG_EDGE, FULL_TYPES, MEDIUM_LONG_EDGE, PHOTO_QUALITY, THUMB_LONG_EDGE, THUMB_QUALITY, THUMB_TYPES } from '@/config/photo-sizes';

import { fitWithin, type EncodedImage, type ResizeRequest, type ResizeResponse } from './resize-protocol';

/**
 * The photo worker (docs/architecture.md §19): decodes a picked photo honouring its EXIF orientation,
 * draws it at most 2048 px on the long edge and re-encodes it (JPEG), so no metadata survives (GPS above all); then
 * a ≤1024 px middle size and a ≤480 px thumbnail (WebP) and a blurhash. Everything heavy happens here, off the page's main thread.
 */

const BLURHASH_EDGE = 32;

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function draw(source: CanvasImageSource, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  // Transparent PNG areas become white, not black, once flattened into a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

async function encodeCanvas(canvas: OffscreenCanvas, types: readonly string[], quality: number): Promise<EncodedImage> {
  let blob: Blob | undefined;
  for (const type of types) {
    const candidate = await canvas.convertToBlob({ type, quality });
    // A browser without that encoder silently returns a PNG: try the next type instead.
    if (candidate.type === type) {
      blob = candidate;
      break;
    }
  }
  if (!blob) throw new Error('This browser cannot encode JPEG images');
  return { blob, type: blob.type, width: canvas.width, height: canvas.height, sha256: await sha256Hex(blob) };
}

function blurhashOf(source: OffscreenCanvas): string {
  const { width, height } = fitWithin(source.width, source.height, BLURHASH_EDGE);
  const small = draw(source, width, height);
  const pixels = small.getContext('2d')!.getImageData(0, 0, width, height).data;
  return encode(pixels, width, height, 4, 3);
}

async function resize(request: ResizeRequest): Promise<ResizeResponse> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(request.file, { imageOrientation: 'from-image' });
  } catch (error) {
    return { id: request.id, ok: false, reason: 'undecodable', message: error instanceof Error ? error.message : String(error) };
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, FULL_LONG_EDGE);
    const fullCanvas = draw(bitmap, size.width, size.height);
    bitmap.close();
    const full = await encodeCanvas(fullCanvas, FULL_TYPES, PHOTO_QUALITY);
    if (!request.thumbnail) return { id: request.id, ok: true, photo: { full } };
    const smaller = async (longEdge: number) => {
      const { width, height } = fitWithin(size.width, size.height, longEdge);
      return encodeCanvas(draw(fullCanvas, width, height), THUMB_TYPES, THUMB_QUALITY);
    };
    const medium = Math.max(size.width, size.height) > MEDIUM_LONG_EDGE ? await smaller(MEDIUM_LONG_EDGE) : undefined;
    const thumb = await smaller(THUMB_LONG_EDGE);
    return { id: request.id, ok: true, photo: { full, ...(medium === undefined ? {} : { medium }), thumb, blurhash: blurhashOf(fullCanvas) } };
  } catch (error) {
    bitmap.close();
    return { id: request.id, ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

self.addEventListener('message', (event: MessageEvent<ResizeRequest>) => {
  void resize(event.data).then((response) => {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker answers its owner only
    self.postMessage(response);
  });
});
