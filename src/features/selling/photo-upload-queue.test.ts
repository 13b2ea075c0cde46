import { describe, expect, it, vi } from 'vitest';

import type { ImageMeta } from '@/nostr/imeta';

import { PhotoUploadQueue, type UploadOne } from './photo-upload-queue';

const file = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });

/** An upload whose outcome each test settles by hand, per file name. */
function controllableUpload() {
  const pending = new Map<string, { resolve: (meta: ImageMeta) => void; reject: (error: Error) => void; signal: AbortSignal; progress: Parameters<UploadOne>[1]['onProgress'] }>();
  const started: string[] = [];
  const upload: UploadOne = (picked, { signal, onProgress }) =>
    new Promise((resolve, reject) => {
      started.push(picked.name);
      pending.set(picked.name, { resolve, reject, signal, progress: onProgress });
    });
  return { upload, pending, started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PhotoUploadQueue', () => {
  it('uploads one photo at a time in the order picked, reports progress, and delivers each when done', async () => {
    const { upload, pending, started } = controllableUpload();
    const delivered: string[] = [];
    const queue = new PhotoUploadQueue(upload, (photo) => delivered.push(photo.url), () => ({ message: 'Upload failed', retryable: true }));
    queue.add([file('a.jpg'), file('b.jpg')]);
    await settle();
    expect(started).toEqual(['a.jpg']);
    expect(queue.getSnapshot().map((photo) => [photo.name, photo.status])).toEqual([
      ['a.jpg', 'resizing'],
      ['b.jpg', 'waiting'],
    ]);
    pending.get('a.jpg')!.progress({ stage: 'uploading', sent: 250, total: 500 });
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploading', sent: 250, total: 500 });
    pending.get('a.jpg')!.resolve({ url: 'https://m.example/a' });
    await settle();
    expect(delivered).toEqual(['https://m.example/a']);
    expect(started).toEqual(['a.jpg', 'b.jpg']);
    pending.get('b.jpg')!.resolve({ url: 'https://m.example/b' });
    await settle();
    expect(delivered).toEqual(['https://m.example/a', 'https://m.example/b']);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps a failed photo with its reason while the others go on, and retries it on request', async () => {
    const { upload, pending, started } = controllableUpload();
    const delivered: string[] = [];
    const describeFailure = vi.fn(() => ({ message: 'Upload failed', retryable: true }));
    const queue = new PhotoUploadQueue(upload, (photo) => delivered.push(photo.url), describeFailure);
    queue.add([file('a.jpg'), file('b.jpg')]);
    await settle();
    pending.get('a.jpg')!.reject(new Error('503'));
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({ name: 'a.jpg', status: 'failed', error: 'Upload failed', retryable: true });
    expect(describeFailure).toHaveBeenCalledWith(new Error('503'), 'a.jpg');
    pending.get('b.jpg')!.resolve({ url: 'https://m.example/b' });
    await settle();
    expect(delivered).toEqual(['https://m.example/b']);

    queue.retry(queue.getSnapshot()[0]!.id);
    await settle();
    expect(started).toEqual(['a.jpg', 'b.jpg', 'a.jpg']);
    pending.get('a.jpg')!.resolve({ url: 'https://m.example/a' });
    await settle();
    expect(delivered).toEqual(['https://m.example/b', 'https://m.example/a']);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('cancels a running upload (aborting it) and a waiting one, delivering neither', async () => {
    const { upload, pending, started } = controllableUpload();
    const delivered: string[] = [];
    const queue = new PhotoUploadQueue(upload, (photo) => delivered.push(photo.url), () => ({ message: 'x', retryable: true }));
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    await settle();
    const [a, b] = queue.getSnapshot();
    queue.cancel(b!.id);
    queue.cancel(a!.id);
    expect(pending.get('a.jpg')!.signal.aborted).toBe(true);
    pending.get('a.jpg')!.reject(new DOMException('Upload cancelled', 'AbortError'));
    await settle();
    expect(started).toEqual(['a.jpg', 'c.jpg']);
    pending.get('c.jpg')!.resolve({ url: 'https://m.example/c' });
    await settle();
    expect(delivered).toEqual(['https://m.example/c']);
    expect(queue.getSnapshot()).toEqual([]);
  });
});
