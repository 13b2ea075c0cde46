import { generateSecretKey, type NostrEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { AUTH_REASONS } from './blossom-auth';
import {
  authHeaderFor,
  fakePng,
  nowSeconds,
  putUpload,
  signAuthEvent,
  uploadTags,
  withMediaServer,
} from './media-test-helpers';
import { sha256Hex } from './upload-blob';

const body = fakePng('rejected upload');
const secretKey = generateSecretKey();

function base64Json(value: unknown): string {
  return `Nostr ${Buffer.from(JSON.stringify(value)).toString('base64')}`;
}

function withTags(transform: (tags: string[][]) => string[][]): string {
  return authHeaderFor(signAuthEvent(secretKey, { tags: transform(uploadTags(body)) }));
}

function tampered(change: (event: NostrEvent) => NostrEvent): string {
  return authHeaderFor(change(signAuthEvent(secretKey, { tags: uploadTags(body) })));
}

/** Each case: how the Authorization header is wrong, and the reason the server must give. */
const rejections: { name: string; authorization: () => string | undefined; reason: string }[] = [
  { name: 'no Authorization header', authorization: () => undefined, reason: AUTH_REASONS.missingHeader },
  {
    name: 'a scheme other than Nostr',
    authorization: () => `Bearer ${Buffer.from('{}').toString('base64')}`,
    reason: AUTH_REASONS.wrongScheme,
  },
  { name: 'a token that is not base64', authorization: () => 'Nostr not*base64!', reason: AUTH_REASONS.badBase64 },
  {
    name: 'base64 that is not JSON',
    authorization: () => `Nostr ${Buffer.from('{not json').toString('base64')}`,
    reason: AUTH_REASONS.badJson,
  },
  {
    name: 'JSON that is not an event',
    authorization: () => base64Json({ kind: KIND.uploadAuth, content: 'hello' }),
    reason: AUTH_REASONS.malformedEvent,
  },
  {
    name: 'a kind other than 24242',
    authorization: () => authHeaderFor(signAuthEvent(secretKey, { kind: 1, tags: uploadTags(body) })),
    reason: AUTH_REASONS.wrongKind,
  },
  {
    name: 'content changed after signing (id mismatch)',
    authorization: () => tampered((event) => ({ ...event, content: 'Upload something-else.png' })),
    reason: AUTH_REASONS.badId,
  },
  {
    name: 'a signature from another event',
    authorization: () =>
      tampered((event) => ({ ...event, sig: signAuthEvent(secretKey, { tags: [['t', 'upload']] }).sig })),
    reason: AUTH_REASONS.badSignature,
  },
  {
    name: 'created_at ten minutes in the future',
    authorization: () =>
      authHeaderFor(signAuthEvent(secretKey, { tags: uploadTags(body), createdAt: nowSeconds() + 600 })),
    reason: AUTH_REASONS.createdInFuture,
  },
  {
    name: 't tag "delete" instead of "upload"',
    authorization: () => withTags(() => uploadTags(body, 'delete')),
    reason: AUTH_REASONS.wrongAction('upload'),
  },
  {
    name: 'no expiration tag',
    authorization: () => withTags((tags) => tags.filter(([name]) => name !== 'expiration')),
    reason: AUTH_REASONS.missingExpiration,
  },
  {
    name: 'an expiration in the past',
    authorization: () =>
      withTags((tags) => tags.map((tag) => (tag[0] === 'expiration' ? ['expiration', String(nowSeconds() - 1)] : tag))),
    reason: AUTH_REASONS.expired,
  },
  {
    name: 'an expiration more than an hour ahead',
    authorization: () =>
      withTags((tags) => tags.map((tag) => (tag[0] === 'expiration' ? ['expiration', String(nowSeconds() + 2 * 3600)] : tag))),
    reason: AUTH_REASONS.expiresTooLate,
  },
  {
    name: 'server tags naming only other servers',
    authorization: () => withTags((tags) => [...tags, ['server', 'cdn.example.com'], ['server', 'https://blossom.example/']]),
    reason: AUTH_REASONS.otherServer,
  },
  {
    name: 'no x tag',
    authorization: () => withTags((tags) => tags.filter(([name]) => name !== 'x')),
    reason: AUTH_REASONS.missingHash,
  },
  {
    name: 'an x tag for different bytes',
    authorization: () =>
      withTags((tags) => tags.map((tag) => (tag[0] === 'x' ? ['x', sha256Hex(fakePng('other'))] : tag))),
    reason: AUTH_REASONS.hashMismatch,
  },
  {
    name: 'a size tag that does not match',
    authorization: () => withTags((tags) => tags.map((tag) => (tag[0] === 'size' ? ['size', '1'] : tag))),
    reason: AUTH_REASONS.sizeMismatch,
  },
];

describe('PUT /upload authorization', () => {
  it('gives every kind of failure its own reason', () => {
    const reasons = rejections.map((rejection) => rejection.reason);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it.each(rejections)('rejects $name with 401 and its reason', async ({ authorization, reason }) => {
    await withMediaServer(async (server) => {
      const header = authorization();
      const response = await putUpload(server, body, {
        'Content-Type': 'image/png',
        ...(header === undefined ? {} : { Authorization: header }),
      });

      expect(response.status).toBe(401);
      expect(response.headers.get('X-Reason')).toBe(reason);
      expect(await response.json()).toEqual({ message: reason });
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      // A rejected upload must leave nothing behind.
      expect((await fetch(`${server.url}/${sha256Hex(body)}`)).status).toBe(404);
    });
  });

  it('accepts an expiration up to an hour ahead, and server tags when one names this server', async () => {
    await withMediaServer(async (server) => {
      const host = new URL(server.url).host;
      const scopes = [[], [['server', '127.0.0.1']], [['server', 'cdn.example.com'], ['server', host]], [['server', `${server.url}/`]]];
      for (const [index, scope] of scopes.entries()) {
        const bytes = fakePng(`scoped ${index}`);
        const tags = uploadTags(bytes).map((tag) => (tag[0] === 'expiration' ? ['expiration', String(nowSeconds() + 3500)] : tag));
        const event = signAuthEvent(secretKey, { tags: [...tags, ...scope] });
        const response = await putUpload(server, bytes, { Authorization: authHeaderFor(event), 'Content-Type': 'image/png' });
        expect(response.status, JSON.stringify(scope)).toBe(200);
      }
    });
  });

  it('refuses a delete scoped to another server', async () => {
    await withMediaServer(async (server) => {
      const upload = await putUpload(server, body, { Authorization: authHeaderFor(signAuthEvent(secretKey, { tags: uploadTags(body) })), 'Content-Type': 'image/png' });
      expect(upload.status).toBe(200);
      const deletion = signAuthEvent(secretKey, { tags: [...uploadTags(body, 'delete'), ['server', 'cdn.example.com']] });
      const response = await fetch(`${server.url}/${sha256Hex(body)}`, { method: 'DELETE', headers: { Authorization: authHeaderFor(deletion) } });
      expect(response.status).toBe(401);
      expect(response.headers.get('X-Reason')).toBe(AUTH_REASONS.otherServer);
      expect((await fetch(`${server.url}/${sha256Hex(body)}`)).status).toBe(200);
    });
  });

  it('accepts an event created slightly ahead of the server clock', async () => {
    await withMediaServer(async (server) => {
      const event = signAuthEvent(secretKey, { tags: uploadTags(body), createdAt: nowSeconds() + 30 });
      const headers = { Authorization: authHeaderFor(event), 'Content-Type': 'image/png' };
      const response = await putUpload(server, body, headers);
      expect(response.status).toBe(200);
    });
  });
});
