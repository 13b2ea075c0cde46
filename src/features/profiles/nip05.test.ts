import { describe, expect, it, vi } from 'vitest';

import { newKeys } from '@testing/test-keys';

import { nip05Label, nip05LookupUrl, nip05Matches, parseNip05, verifyNip05 } from './nip05';

const PUBLIC_APP = { allowLocal: false };
const LOCAL_APP = { allowLocal: true };
const { pubkey } = newKeys();

/** A server that never answers, until the request is aborted. */
const hanging: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

function answer(body: string, init: ResponseInit = {}): typeof fetch {
  return vi.fn(async () => new Response(body, { status: 200, ...init }));
}

describe('NIP-05 addresses', () => {
  it.each([
    ['bob@example.com', { local: 'bob', domain: 'example.com' }],
    ['  Bob.Smith_1@Sub.Example.COM ', { local: 'Bob.Smith_1', domain: 'sub.example.com' }],
    ['_@example.com', { local: '_', domain: 'example.com' }],
    ['bob@localhost', undefined],
    ['bob@example.com:8080', undefined],
    ['<script>@example.com', undefined],
    ['bob@', undefined],
    ['https://example.com', undefined],
  ])('parseNip05(%j)', (address, parsed) => expect(parseNip05(address)).toEqual(parsed));

  it('labels the root identity by its domain', () => {
    expect(nip05Label('_@example.com')).toBe('example.com');
    expect(nip05Label('bob@Example.com')).toBe('bob@example.com');
  });

  it('looks public domains up over https and refuses local ones from a public app', () => {
    expect(nip05LookupUrl('Bob@example.com', PUBLIC_APP)).toBe('https://example.com/.well-known/nostr.json?name=Bob');
    expect(nip05LookupUrl('bob+cars@example.com', PUBLIC_APP)).toBe('https://example.com/.well-known/nostr.json?name=bob%2Bcars');
    expect(nip05LookupUrl('bob@nip.localhost', PUBLIC_APP)).toBeUndefined();
    expect(nip05LookupUrl('bob@printer.local', PUBLIC_APP)).toBeUndefined();
    expect(nip05LookupUrl('bob@nip.localhost', LOCAL_APP)).toBe('http://nip.localhost/.well-known/nostr.json?name=bob');
    expect(nip05LookupUrl('bob@example.com', LOCAL_APP)).toBe('https://example.com/.well-known/nostr.json?name=bob');
    expect(nip05LookupUrl('not an address', LOCAL_APP)).toBeUndefined();
  });
});

describe('nip05Matches', () => {
  it.each<[string, string, unknown, boolean]>([
    ['the key under the name', 'bob@example.com', { names: { bob: pubkey } }, true],
    ['the key in upper case', 'bob@example.com', { names: { bob: pubkey.toUpperCase() } }, true],
    ['a lower-case entry for a mixed-case address', 'Bob@example.com', { names: { bob: pubkey } }, true],
    ['another key', 'bob@example.com', { names: { bob: 'f'.repeat(64) } }, false],
    ['another name', 'bob@example.com', { names: { alice: pubkey } }, false],
    ['no names', 'bob@example.com', { relays: {} }, false],
    ['names as an array', 'bob@example.com', { names: [pubkey] }, false],
    ['a number as key', 'bob@example.com', { names: { bob: 42 } }, false],
    ['null', 'bob@example.com', null, false],
    ['a string', 'bob@example.com', pubkey, false],
    ['an array', 'bob@example.com', [{ names: { bob: pubkey } }], false],
  ])('%s', (_label, address, document, verified) => {
    expect(nip05Matches(document, address, pubkey)).toBe(verified);
  });

  it('does not match inherited properties', () => {
    expect(nip05Matches(JSON.parse('{"names":{"__proto__":{"bob":"x"}}}'), 'bob@example.com', pubkey)).toBe(false);
    expect(nip05Matches({ names: {} }, 'constructor@example.com', pubkey)).toBe(false);
    expect(nip05Matches({ names: { bob: pubkey } }, 'bob@example.com', 'not a key')).toBe(false);
  });
});

describe('verifyNip05', () => {
  it('fetches nostr.json without cookies, referrer or redirects and matches the key', async () => {
    const fetch = answer(JSON.stringify({ names: { bob: pubkey }, relays: { [pubkey]: ['wss://relay.example'] } }));
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://example.com/.well-known/nostr.json?name=bob',
      expect.objectContaining({ redirect: 'error', credentials: 'omit', referrerPolicy: 'no-referrer' }),
    );
  });

  it('is not verified for another key, a bad answer, a failure or a refused domain', async () => {
    const other = JSON.stringify({ names: { bob: 'a'.repeat(64) } });
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: answer(other) })).resolves.toBe(false);
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: answer('not json') })).resolves.toBe(false);
    const notFound = answer(JSON.stringify({ names: { bob: pubkey } }), { status: 404 });
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: notFound })).resolves.toBe(false);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: failing })).resolves.toBe(false);
    const unused = answer(JSON.stringify({ names: { bob: pubkey } }));
    await expect(verifyNip05('bob@nip.localhost', pubkey, { policy: PUBLIC_APP, fetch: unused })).resolves.toBe(false);
    expect(unused).not.toHaveBeenCalled();
  });

  it('refuses an answer larger than the cap, declared or streamed', async () => {
    const big = JSON.stringify({ names: { bob: pubkey }, padding: 'x'.repeat(2_000) });
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: answer(big), maxBytes: 1_000 })).resolves.toBe(false);
    const declared = answer(JSON.stringify({ names: { bob: pubkey } }), { headers: { 'content-length': '5000000' } });
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: declared })).resolves.toBe(false);
  });

  it('gives up after the timeout', async () => {
    // The fetch never answers: only the timeout can settle the check.
    await expect(verifyNip05('bob@example.com', pubkey, { policy: PUBLIC_APP, fetch: hanging, timeoutMs: 50 })).resolves.toBe(false);
  });
});
