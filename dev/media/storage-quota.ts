import type { BlobStore, StoredBlob } from './blob-store';

/**
 * How many bytes of blobs one pubkey may keep on the server (docs/architecture.md §12). A blob counts for
 * every key that uploaded it (each could be the last to keep it), once per key however often it is sent.
 * One key's checks and saves run one at a time, so parallel uploads (the app sends several photos at once)
 * cannot all pass the check for the last free bytes.
 */
export class StorageQuota {
  private readonly store: Pick<BlobStore, 'listByOwner'>;
  private readonly maxBytes: number;
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(store: Pick<BlobStore, 'listByOwner'>, maxBytes: number) {
    this.store = store;
    this.maxBytes = maxBytes;
  }

  /** `save`s the blob when it fits in `owner`'s quota; otherwise the refusal reason, and nothing is saved. */
  admit(owner: string, sha256: string, size: number, save: () => Promise<StoredBlob>): Promise<StoredBlob | { refused: string }> {
    return this.inTurn(owner, async () => {
      const owned = await this.store.listByOwner(owner);
      if (owned.some((blob) => blob.sha256 === sha256)) return save();
      const used = owned.reduce((total, blob) => total + blob.size, 0);
      if (used + size > this.maxBytes) {
        return { refused: `Storage quota exceeded: this key stores ${used} bytes here and may store ${this.maxBytes}; delete some blobs first` };
      }
      return save();
    });
  }

  private inTurn<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(owner) ?? Promise.resolve();
    const turn = previous.then(task, task);
    this.turns.set(owner, turn);
    const forget = (): void => {
      if (this.turns.get(owner) === turn) this.turns.delete(owner);
    };
    turn.then(forget, forget);
    return turn;
  }
}
