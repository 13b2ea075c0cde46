import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { AUTH_REASONS } from './blossom-auth';
import { authHeaderFor, fakePng, nowSeconds, signAuthEvent, withMediaServer } from './media-test-helpers';
import { uploadBlob } from './upload-blob';

const uploader = generateSecretKey();
const stranger = generateSecretKey();

function deleteRequest(secretKey: Uint8Array, sha256: string): RequestInit {
  return { method: 'DELETE', headers: { Authorization: deleteAuth(secretKey, sha256) } };
}

function deleteAuth(secretKey: Uint8Array, sha256: string): string {
  return authHeaderFor(
    signAuthEvent(secretKey, {
      content: `Delete ${sha256}`,
      tags: [
        ['t', 'delete'],
        ['x', sha256],
        ['expiration', String(nowSeconds() + 60)],
      ],
    }),
  );
}

describe('media server: DELETE and list (BUD-02)', () => {
  it('lets the uploader delete a blob and refuses anyone else', async () => {
    await withMediaServer(async (server) => {
      const { url, sha256 } = await uploadBlob(server.url, uploader, fakePng('deletable'), 'image/png', 'a.png');
      const blobUrl = `${server.url}/${sha256}`;

      const byStranger = await fetch(blobUrl, deleteRequest(stranger, sha256));
      expect(byStranger.status).toBe(403);
      expect((await fetch(url)).status).toBe(200);

      const uploadAuth = authHeaderFor(
        signAuthEvent(uploader, { tags: [['t', 'upload'], ['x', sha256], ['expiration', String(nowSeconds() + 60)]] }),
      );
      const wrongAction = await fetch(blobUrl, { method: 'DELETE', headers: { Authorization: uploadAuth } });
      expect(wrongAction.status).toBe(401);
      expect(wrongAction.headers.get('X-Reason')).toBe(AUTH_REASONS.wrongAction('delete'));

      const byUploader = await fetch(blobUrl, deleteRequest(uploader, sha256));
      expect(byUploader.status).toBe(200);
      expect((await fetch(url)).status).toBe(404);
    });
  });

  it('keeps a blob while another uploader still claims it, even when both uploaded at once', async () => {
    await withMediaServer(async (server) => {
      const bytes = fakePng('shared');
      const [{ url, sha256 }] = await Promise.all([
        uploadBlob(server.url, uploader, bytes, 'image/png', 'a.png'),
        uploadBlob(server.url, stranger, bytes, 'image/png', 'b.png'),
      ]);

      const response = await fetch(`${server.url}/${sha256}`, deleteRequest(uploader, sha256));
      expect(await response.json()).toEqual({ message: 'Blob released' });
      expect((await fetch(url)).status).toBe(200);
    });
  });

  it('lists the descriptors a pubkey uploaded', async () => {
    await withMediaServer(async (server) => {
      const first = await uploadBlob(server.url, uploader, fakePng('one'), 'image/png', 'one.png');
      const second = await uploadBlob(server.url, uploader, fakePng('two'), 'image/jpeg', 'two.jpg');
      await uploadBlob(server.url, stranger, fakePng('three'), 'image/png', 'three.png');

      const response = await fetch(`${server.url}/list/${getPublicKey(uploader)}`);
      expect(response.status).toBe(200);
      const listed: unknown = await response.json();
      expect(listed).toHaveLength(2);
      expect(listed).toEqual(expect.arrayContaining([first, second]));
    });
  });

  it('answers 405 for methods a path does not support', async () => {
    await withMediaServer(async (server) => {
      const response = await fetch(`${server.url}/upload`, { method: 'POST' });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toContain('PUT');
    });
  });
});
