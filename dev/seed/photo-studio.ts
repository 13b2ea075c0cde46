/* oxlint-disable unicorn/consistent-function-scoping -- developInPage is serialized into the page, helpers and all */
import { chromium, type Browser, type Page } from 'playwright-core';

import {
  FULL_LONG_EDGE,
  FULL_TYPES,
  MEDIUM_LONG_EDGE,
  PHOTO_QUALITY,
  THUMB_LONG_EDGE,
  THUMB_QUALITY,
  THUMB_TYPES,
} from '../../src/config/photo-sizes';

/**
 * Realistic demo photos (docs/architecture.md §19): a drawing rendered at a phone camera's
 * 4000×3000 with sensor-like noise, encoded as a JPEG of a few MB, then processed exactly as the app's
 * photo worker does (≤2048 px JPEG at 0.85, ≤1024 px middle size, ≤480 px thumbnail, 32×24 pixels for the blurhash). Chromium
 * (Debian's, as the tests use) does the drawing and encoding: no native image library is installed.
 */

export const PHONE_WIDTH = 4000;
export const PHONE_HEIGHT = 3000;
/** How strongly the sensor-like grain shows: enough for a phone JPEG of 3–6 MB. */
const GRAIN = 0.4;

export interface EncodedPicture {
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
}

export interface StudioPhoto {
  /** The 4000×3000 JPEG a phone would hand the app (its bytes only when asked for). */
  original: EncodedPicture & { size: number };
  full: EncodedPicture;
  medium: EncodedPicture;
  thumb: EncodedPicture;
  /** 32×24 RGBA pixels of the photo, for a blurhash. */
  preview: { width: number; height: number; pixels: Uint8ClampedArray };
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage', '--disable-background-networking'];

interface PageResult {
  original: string;
  originalSize: number;
  full: { data: string; type: string; width: number; height: number };
  medium: { data: string; type: string; width: number; height: number };
  thumb: { data: string; type: string; width: number; height: number };
  preview: number[];
  previewWidth: number;
  previewHeight: number;
}

interface Settings {
  svg: string;
  seed: number;
  width: number;
  height: number;
  fullEdge: number;
  mediumEdge: number;
  thumbEdge: number;
  quality: number;
  thumbQuality: number;
  fullTypes: readonly string[];
  thumbTypes: readonly string[];
  grain: number;
  keepOriginal: boolean;
}

/**
 * Runs in the page: everything as the app's worker does it, plus making the phone photo first. Its helpers
 * live inside it because Playwright sends the function's source alone.
 */
async function developInPage(settings: Settings): Promise<PageResult> {
  const toBase64 = async (blob: Blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  };
  const fit = (width: number, height: number, edge: number) => {
    const scale = Math.min(1, edge / Math.max(width, height));
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  };
  const draw = (source: CanvasImageSource, width: number, height: number) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.imageSmoothingQuality = 'high';
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(source, 0, 0, width, height);
    return canvas;
  };
  const encode = async (canvas: OffscreenCanvas, types: readonly string[], quality: number) => {
    for (const type of types) {
      const blob = await canvas.convertToBlob({ type, quality });
      if (blob.type === type) return { data: await toBase64(blob), type, width: canvas.width, height: canvas.height };
    }
    throw new Error('no encoder');
  };

  // The scene, then grain: a random noise tile, offset per photo, blended over it like sensor noise.
  const scene = new Image();
  scene.src = URL.createObjectURL(new Blob([settings.svg], { type: 'image/svg+xml' }));
  await scene.decode();
  const phone = draw(scene, settings.width, settings.height);
  const context = phone.getContext('2d')!;
  const tile = new OffscreenCanvas(509, 509);
  const tileContext = tile.getContext('2d')!;
  const noise = tileContext.createImageData(509, 509);
  let state = settings.seed * 2_654_435_761 || 1;
  for (let index = 0; index < noise.data.length; index += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const value = (state >>> 0) % 256;
    noise.data[index] = value;
    noise.data[index + 1] = (value * 7 + index) % 256;
    noise.data[index + 2] = 255 - value;
    noise.data[index + 3] = 255;
  }
  tileContext.putImageData(noise, 0, 0);
  context.globalAlpha = settings.grain;
  context.globalCompositeOperation = 'overlay';
  context.translate(-(settings.seed % 509), -((settings.seed * 7) % 509));
  context.fillStyle = context.createPattern(tile, 'repeat')!;
  context.fillRect(0, 0, settings.width + 509, settings.height + 509);
  const originalBlob = await phone.convertToBlob({ type: 'image/jpeg', quality: 0.92 });

  // The app's worker, step by step.
  const bitmap = await createImageBitmap(originalBlob, { imageOrientation: 'from-image' });
  const size = fit(bitmap.width, bitmap.height, settings.fullEdge);
  const fullCanvas = draw(bitmap, size.width, size.height);
  const mediumSize = fit(size.width, size.height, settings.mediumEdge);
  const thumbSize = fit(size.width, size.height, settings.thumbEdge);
  const preview = fit(size.width, size.height, 32);
  const previewCanvas = draw(fullCanvas, preview.width, preview.height);
  return {
    original: settings.keepOriginal ? await toBase64(originalBlob) : '',
    originalSize: originalBlob.size,
    full: await encode(fullCanvas, settings.fullTypes, settings.quality),
    medium: await encode(draw(fullCanvas, mediumSize.width, mediumSize.height), settings.thumbTypes, settings.thumbQuality),
    thumb: await encode(draw(fullCanvas, thumbSize.width, thumbSize.height), settings.thumbTypes, settings.thumbQuality),
    preview: Array.from(previewCanvas.getContext('2d')!.getImageData(0, 0, preview.width, preview.height).data),
    previewWidth: preview.width,
    previewHeight: preview.height,
  };
}

function picture(data: string, type: string, width: number, height: number): EncodedPicture {
  return { bytes: new Uint8Array(Buffer.from(data, 'base64')), type, width, height };
}

export class PhotoStudio {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<PhotoStudio> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    // tsx names functions with an `__name` helper that the page does not have.
    await page.evaluate('globalThis.__name = (target) => target');
    return new PhotoStudio(browser, page);
  }

  /** A 4000×3000 phone photo of `svg` (grain from `seed`) and what the app would upload of it. */
  async develop(svg: string, seed: number, options: { keepOriginal?: boolean } = {}): Promise<StudioPhoto> {
    const result = await this.page.evaluate(developInPage, {
      svg,
      seed,
      width: PHONE_WIDTH,
      height: PHONE_HEIGHT,
      fullEdge: FULL_LONG_EDGE,
      mediumEdge: MEDIUM_LONG_EDGE,
      thumbEdge: THUMB_LONG_EDGE,
      quality: PHOTO_QUALITY,
      thumbQuality: THUMB_QUALITY,
      fullTypes: FULL_TYPES,
      thumbTypes: THUMB_TYPES,
      grain: GRAIN,
      keepOriginal: options.keepOriginal === true,
    });
    return {
      original: { ...picture(result.original, 'image/jpeg', PHONE_WIDTH, PHONE_HEIGHT), size: result.originalSize },
      full: picture(result.full.data, result.full.type, result.full.width, result.full.height),
      medium: picture(result.medium.data, result.medium.type, result.medium.width, result.medium.height),
      thumb: picture(result.thumb.data, result.thumb.type, result.thumb.width, result.thumb.height),
      preview: { width: result.previewWidth, height: result.previewHeight, pixels: Uint8ClampedArray.from(result.preview) },
    };
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
