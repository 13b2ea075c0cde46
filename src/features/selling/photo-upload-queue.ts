import type { ImageMeta } from '@/nostr/imeta';

/** What a photo tile shows while its photo is on the way (docs/product.md §4 Photos). */
export type PendingStatus = 'waiting' | 'resizing' | 'uploading' | 'failed';

export interface PendingPhoto {
  id: number;
  name: string;
  status: PendingStatus;
  /** Bytes sent of `total` (the resized photo plus its thumbnail); 0 until the upload starts. */
  sent: number;
  total: number;
  /** Why it failed, for the tile. */
  error?: string;
  /** Whether trying again can help (a server failure can; a file no browser can read cannot). */
  retryable?: boolean;
}

export type UploadOne = (
  file: File,
  options: { signal: AbortSignal; onProgress: (progress: { stage: 'resizing' } | { stage: 'uploading'; sent: number; total: number }) => void },
) => Promise<ImageMeta>;

export interface PhotoFailure {
  message: string;
  retryable: boolean;
}

interface Entry extends PendingPhoto {
  file: File;
  controller?: AbortController;
}

/**
 * The photos picked for one form, uploaded one at a time in the order they were picked. It lives outside
 * React so uploads finish (and reach the draft) after the form unmounts; a failure stays on its tile with
 * its reason, cancel removes a photo wherever it is, retry puts a failed one back in line. The others go on.
 */
export class PhotoUploadQueue {
  private entries: Entry[] = [];
  private snapshot: readonly PendingPhoto[] = [];
  private readonly listeners = new Set<() => void>();
  private running = false;
  private nextId = 0;

  constructor(
    private upload: UploadOne,
    private deliver: (photo: ImageMeta) => void,
    private describeFailure: (error: unknown, name: string) => PhotoFailure,
  ) {}

  /** The latest upload function and delivery target (a new signer, another form). */
  configure(upload: UploadOne, deliver: (photo: ImageMeta) => void): void {
    this.upload = upload;
    this.deliver = deliver;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly PendingPhoto[] => this.snapshot;

  add(files: readonly File[]): void {
    for (const file of files) {
      this.entries.push({ id: (this.nextId += 1), name: file.name, file, status: 'waiting', sent: 0, total: file.size });
    }
    this.changed();
    void this.pump();
  }

  cancel(id: number): void {
    const entry = this.entries.find((item) => item.id === id);
    entry?.controller?.abort(new DOMException('Upload cancelled', 'AbortError'));
    this.remove(id);
  }

  retry(id: number): void {
    this.update(id, { status: 'waiting', sent: 0, error: undefined, retryable: undefined });
    void this.pump();
  }

  private remove(id: number): void {
    this.entries = this.entries.filter((item) => item.id !== id);
    this.changed();
  }

  private update(id: number, patch: Partial<Entry>): void {
    const index = this.entries.findIndex((item) => item.id === id);
    if (index === -1) return;
    this.entries = this.entries.with(index, { ...this.entries[index]!, ...patch });
    this.changed();
  }

  private changed(): void {
    this.snapshot = this.entries.map(({ file: _file, controller: _controller, ...photo }) => photo);
    for (const listener of this.listeners) listener();
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let next = this.entries.find((item) => item.status === 'waiting'); next; next = this.entries.find((item) => item.status === 'waiting')) {
        await this.run(next);
      }
    } finally {
      this.running = false;
    }
  }

  private async run(entry: Entry): Promise<void> {
    const controller = new AbortController();
    this.update(entry.id, { status: 'resizing', controller });
    try {
      const photo = await this.upload(entry.file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (controller.signal.aborted) return;
          if (progress.stage === 'resizing') this.update(entry.id, { status: 'resizing' });
          else this.update(entry.id, { status: 'uploading', sent: progress.sent, total: progress.total });
        },
      });
      if (controller.signal.aborted) return;
      this.deliver(photo);
      this.remove(entry.id);
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = this.describeFailure(error, entry.name);
      this.update(entry.id, { status: 'failed', controller: undefined, error: failure.message, retryable: failure.retryable });
    }
  }
}
