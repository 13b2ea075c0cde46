import { NSecSigner } from '@nostrify/nostrify';
import { generateSecretKey, getPublicKey, verifyEvent, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { base64Utf8, sha256Hex, uploadEndpoint, uploadToBlossom } from './blossom-upload';

const secretKey = generateSecretKey();
const signer = new NSecSigner(secretKey);
const bytes = new TextEncoder().encode('a tiny png, honestly');
const file = new File([bytes], 'avatar ünïcode.png', { type: 'image/png' });
const NOW = 1_700_000_000_000;

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers each server from the map, recording the calls. */
function fakeFetch(answers: Record<string, (call: Call) => Response | Promise<Response>>, calls: Call[] = []) {
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const answer = answers[call.url];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(call);
  };
  return impl as typeof fetch;
}

async function descriptorFor(url: string, overrides: Record<string, unknown> = {}) {
  return new Response(
    JSON.stringify({ url, sha256: await sha256Hex(bytes.buffer), size: bytes.byteLength, type: 'image/png', uploaded: 1, ...overrides }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

function authorizationEvent(call: Call): NostrEvent {
  const header = new Headers(call.init.headers).get('authorization') ?? '';
  expect(header.startsWith('Nostr ')).toBe(true);
  const json = new TextDecoder().decode(Uint8Array.from(atob(header.slice(6)), (c) => c.charCodeAt(0)));
  return JSON.parse(json) as NostrEvent;
}

describe('uploadToBlossom', () => {
  it('PUTs the file to <server>/upload with a signed kind-24242 authorization and returns the url first', async () => {
    const calls: Call[] = [];
    const server = 'https://media.example/';
    const fetch = fakeFetch({ 'https://media.example/upload': () => descriptorFor('https://media.example/abc.png') }, calls);
    const tags = await uploadToBlossom(file, { servers: [server], signer, fetch, now: () => NOW });

    const sha256 = await sha256Hex(bytes.buffer);
    expect(tags).toEqual([['url', 'https://media.example/abc.png'], ['x', sha256], ['size', String(bytes.byteLength)], ['m', 'image/png']]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe(file);
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('image/png');
    const auth = authorizationEvent(calls[0]!);
    expect(verifyEvent(auth)).toBe(true);
    expect(auth).toMatchObject({ kind: 24242, pubkey: getPublicKey(secretKey), content: 'Upload avatar ünïcode.png' });
    expect(auth.tags).toEqual(
      expect.arrayContaining([['t', 'upload'], ['x', sha256], ['size', String(bytes.byteLength)], ['expiration', String(NOW / 1000 + 60)]]),
    );
  });

  it('takes the first server that succeeds', async () => {
    const fetch = fakeFetch({
      'https://down.example/upload': () => new Response('nope', { status: 503, headers: { 'x-reason': 'maintenance' } }),
      'https://up.example/upload': () => descriptorFor('https://up.example/f.png'),
    });
    const tags = await uploadToBlossom(file, { servers: ['https://down.example', 'https://up.example'], signer, fetch });
    expect(tags[0]).toEqual(['url', 'https://up.example/f.png']);
  });

  it.each([
    ['another hash', { sha256: 'f'.repeat(64) }],
    ['another size', { size: 3 }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['no url', { url: undefined }],
  ])('refuses a descriptor with %s', async (_name, overrides) => {
    const fetch = fakeFetch({ 'https://media.example/upload': () => descriptorFor('https://media.example/x.png', overrides) });
    await expect(uploadToBlossom(file, { servers: ['https://media.example'], signer, fetch })).rejects.toThrow(/media.example/);
  });

  it("fails with every server's reason when none succeeds", async () => {
    const fetch = fakeFetch({
      'https://a.example/upload': () => new Response('too big', { status: 413 }),
      'https://b.example/upload': () => new Response('{}', { status: 401, headers: { 'x-reason': 'Authorization event has expired' } }),
    });
    await expect(uploadToBlossom(file, { servers: ['https://a.example', 'https://b.example'], signer, fetch })).rejects.toThrow(
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
