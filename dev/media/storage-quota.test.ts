import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import type { BlobStore, StoredBlob } from './blob-store';
import { authHeaderFor, putUpload, signAuthEvent, uploadTags, withMediaServer } from './media-test-helpers';
import type { MediaServerHandle } from './start-media-server';
import { StorageQuota } from './storage-quota';
import { sha256Hex } from './upload-blob';

/** `size` bytes that differ by `seed`. */
function blob(seed: string, size: number): Uint8Array {
  return new TextEncoder().encode(seed.padEnd(size, '.'));
}

function upload(server: MediaServerHandle, secretKey: Uint8Array, bytes: Uint8Array): Promise<Response> {
  const authorization = authHeaderFor(signAuthEvent(secretKey, { tags: uploadTags(bytes) }));
  return putUpload(server, bytes, { Authorization: authorization, 'Content-Type': 'application/octet-stream' });
}

describe('per-pubkey storage quota', () => {
  it('refuses with 413 and a clear reason an upload that would take a key past its quota, and stores nothing', async () => {
    await withMediaServer(
      async (server) => {
        const [alice, bob] = [generateSecretKey(), generateSecretKey()];
        const first = blob('first', 60);
        const second = blob('second', 60);
        expect((await upload(server, alice, first)).status).toBe(200);

        const refused = await upload(server, alice, second);
        expect(refused.status).toBe(413);
        expect(refused.headers.get('X-Reason')).toBe('Storage quota exceeded: this key stores 60 bytes here and may store 100; delete some blobs first');
        expect((await fetch(`${server.url}/${sha256Hex(second)}`)).status).toBe(404);

        // Sending a blob the key already has takes nothing more; another key has a quota of its own.
        expect((await upload(server, alice, first)).status).toBe(200);
        expect((await upload(server, bob, second)).status).toBe(200);

        // Deleting makes room again.
        const deletion = signAuthEvent(alice, { tags: uploadTags(first, 'delete') });
        expect((await fetch(`${server.url}/${sha256Hex(first)}`, { method: 'DELETE', headers: { Authorization: authHeaderFor(deletion) } })).status).toBe(200);
        expect((await upload(server, alice, second)).status).toBe(200);
        const listed = (await (await fetch(`${server.url}/list/${getPublicKey(alice)}`)).json()) as { sha256: string }[];
        expect(listed.map((descriptor) => descriptor.sha256)).toEqual([sha256Hex(second)]);
      },
      { maxBytesPerPubkey: 100 },
    );
  });

  it('lets only what fits through when one key uploads several blobs at once', async () => {
    const saved: StoredBlob[] = [];
    const owner = 'a'.repeat(64);
    // A store that answers at once, so both checks would run before either save without the quota's turns.
    const store: Pick<BlobStore, 'listByOwner'> = { listByOwner: async () => saved.filter((stored) => stored.owners.includes(owner)) };
    const quota = new StorageQuota(store, 100);
    const save = (sha256: string) => async (): Promise<StoredBlob> => {
      const stored = { sha256, size: 60, type: 'image/png', uploaded: 0, owners: [owner] };
      saved.push(stored);
      return stored;
    };
    const results = await Promise.all([quota.admit(owner, 'b'.repeat(64), 60, save('b'.repeat(64))), quota.admit(owner, 'c'.repeat(64), 60, save('c'.repeat(64)))]);
    expect(results.map((result) => 'refused' in result)).toEqual([false, true]);
    expect(saved).toHaveLength(1);
  });
});
