import type { ResizedPhoto, ResizeRequest, ResizeResponse } from './resize-protocol';

/** A picked file the browser cannot decode as an image (HEIC on most browsers, a PDF renamed .jpg, a broken file). */
export class UndecodablePhotoError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} could not be read as a photo`);
    this.name = 'UndecodablePhotoError';
  }
}

/** Larger files are refused before decoding: a 40 MB photo is already far beyond any phone camera. */
export const MAX_PICKED_PHOTO_BYTES = 40 * 1024 * 1024;

export class PhotoTooLargeError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} is larger than 40 MB`);
    this.name = 'PhotoTooLargeError';
  }
}

let nextId = 0;

/**
 * Resizes and re-encodes a photo in a fresh worker (docs/architecture.md §19), which is ended when
 * the answer arrives or `signal` aborts. Rejects with UndecodablePhotoError for what cannot be decoded;
 * there is no path on which the original bytes are returned.
 */
export function resizePhoto(file: File, options: { thumbnail: boolean; signal?: AbortSignal }): Promise<ResizedPhoto> {
  if (file.size > MAX_PICKED_PHOTO_BYTES) return Promise.reject(new PhotoTooLargeError(file.name));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./resize-photo.worker.ts', import.meta.url), { type: 'module', name: 'carstr-photo' });
    const id = (nextId += 1);
    const finish = () => {
      worker.terminate();
      options.signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (options.signal?.aborted) {
      abort();
      return;
    }
    options.signal?.addEventListener('abort', abort);
    worker.addEventListener('message', (event: MessageEvent<ResizeResponse>) => {
      if (event.data.id !== id) return;
      finish();
      if (event.data.ok) resolve(event.data.photo);
      else if (event.data.reason === 'undecodable') reject(new UndecodablePhotoError(file.name));
      else reject(new Error(`Resizing ${file.name} failed: ${event.data.message}`));
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(`The photo worker failed: ${event.message}`));
    });
    const request: ResizeRequest = { id, file, thumbnail: options.thumbnail };
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a Worker has no target origin
    worker.postMessage(request);
  });
}
