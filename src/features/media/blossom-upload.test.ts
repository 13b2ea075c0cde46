import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey, verifyEvent, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import type { HttpPut, PutRequest, PutResponse } from './http-put';
import { base64Utf8, sha256Hex, uploadEndpoint, uploadToBlossom } from './blossom-upload';

const secretKey = generateSecretKey();
const signer = new NSecSigner(secretKey);
const bytes = new TextEncoder().encode('a tiny png, honestly');
const file = new File([bytes], 'avatar ünïcode.png', { type: 'image/png' });
const NOW = 1_700_000_000_000;

type Call = PutRequest;

/** A transport that answers each server from the map, recording the calls and reporting the whole body as sent. */
function fakePut(answers: Record<string, (call: Call) => PutResponse | Promise<PutResponse>>, calls: Call[] = []): HttpPut {
  return async (call) => {
    calls.push(call);
    const answer = answers[call.url];
    if (!answer) throw new TypeError('Could not reach the server');
    call.onProgress?.(call.body.size);
    return answer(call);
  };
}

function reply(status: number, text: string, reason: string | null = null): PutResponse {
  return { status, text, reason };
}

async function descriptorFor(url: string, overrides: Record<string, unknown> = {}) {
  return reply(200, JSON.stringify({ url, sha256: await sha256Hex(bytes.buffer), size: bytes.byteLength, type: 'image/png', uploaded: 1, ...overrides }));
}

function authorizationEvent(call: Call): NostrEvent {
  const header = call.headers.authorization ?? '';
  expect(header.startsWith('Nostr ')).toBe(true);
  const json = new TextDecoder().decode(Uint8Array.from(atob(header.slice(6)), (c) => c.charCodeAt(0)));
  return JSON.parse(json) as NostrEvent;
}

describe('uploadToBlossom', () => {
  it('PUTs the file to <server>/upload with a signed kind-24242 authorization and returns the url first', async () => {
    const calls: Call[] = [];
    const server = 'https://media.example/';
    const put = fakePut({ 'https://media.example/upload': () => descriptorFor('https://media.example/abc.png') }, calls);
    const progress: number[] = [];
    const tags = await uploadToBlossom(file, { servers: [server], signer, put, now: () => NOW, onProgress: (sent) => progress.push(sent) });

    const sha256 = await sha256Hex(bytes.buffer);
    expect(tags).toEqual([['url', 'https://media.example/abc.png'], ['x', sha256], ['size', String(bytes.byteLength)], ['m', 'image/png']]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toBe(file);
    expect(calls[0]!.headers['content-type']).toBe('image/png');
    expect(calls[0]!.headers['x-sha-256']).toBe(sha256);
    expect(progress).toEqual([bytes.byteLength]);
    const auth = authorizationEvent(calls[0]!);
    expect(verifyEvent(auth)).toBe(true);
    expect(auth).toMatchObject({ kind: KIND.uploadAuth, pubkey: getPublicKey(secretKey), content: 'Upload avatar ünïcode.png' });
    expect(auth.tags).toEqual(
      expect.arrayContaining([['t', 'upload'], ['x', sha256], ['size', String(bytes.byteLength)], ['expiration', String(NOW / 1000 + 60)]]),
    );
  });

  it('tries the servers in order and takes the first that succeeds, sending the file no further', async () => {
    const calls: Call[] = [];
    const put = fakePut(
      {
        'https://down.example/upload': () => reply(503, 'nope', 'maintenance'),
        'https://up.example/upload': () => descriptorFor('https://up.example/f.png'),
        'https://spare.example/upload': () => descriptorFor('https://spare.example/f.png'),
      },
      calls,
    );
    const tags = await uploadToBlossom(file, { servers: ['https://down.example', 'https://up.example', 'https://spare.example'], signer, put });
    expect(tags[0]).toEqual(['url', 'https://up.example/f.png']);
    expect(calls.map((call) => call.url)).toEqual(['https://down.example/upload', 'https://up.example/upload']);
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const calls: Call[] = [];
    const put = fakePut({ 'https://a.example/upload': () => { controller.abort(); throw new DOMException('Upload cancelled', 'AbortError'); } }, calls);
    await expect(uploadToBlossom(file, { servers: ['https://a.example', 'https://b.example'], signer, put, signal: controller.signal })).rejects.toThrow(
      'Upload cancelled',
    );
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['another hash', { sha256: 'f'.repeat(64) }],
    ['another size', { size: 3 }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['no url', { url: undefined }],
  ])('refuses a descriptor with %s', async (_name, overrides) => {
    const put = fakePut({ 'https://media.example/upload': () => descriptorFor('https://media.example/x.png', overrides) });
    await expect(uploadToBlossom(file, { servers: ['https://media.example'], signer, put })).rejects.toThrow(/media.example/);
  });

  it("fails with every server's reason when none succeeds", async () => {
    const put = fakePut({
      'https://a.example/upload': () => reply(413, 'too big'),
      'https://b.example/upload': () => reply(401, '{}', 'Authorization event has expired'),
    });
    await expect(uploadToBlossom(file, { servers: ['https://a.example', 'https://b.example'], signer, put })).rejects.toThrow(
      /413.*too big.*401.*expired/,
    );
  });

  it('needs a server', async () => {
    await expect(uploadToBlossom(file, { servers: [], signer })).rejects.toThrow('No media server');
  });
});

describe('helpers', () => {
  it('keeps a path prefix of the server', () => {
    expect(uploadEndpoint('https://host.example/media/')).toBe('https://host.example/media/upload');
    expect(uploadEndpoint('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/upload');
  });

  it('encodes UTF-8 text as base64', () => {
    expect(atob(base64Utf8('é'))).toBe('\u00c3\u00a9');
    expect(base64Utf8('hi')).toBe('aGk=');
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
