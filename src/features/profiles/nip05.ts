import { NIP05_MAX_BYTES, NIP05_TIMEOUT_MS } from '@/config/profiles';
import { safeUrl } from '@/lib/safe-url';
import { isHex64 } from '@/nostr/event';
import { isLocalHost, type RelayUrlPolicy } from '@/nostr/relay-list';

/**
 * NIP-05 verification (docs/product.md §2 Profile page): `local@domain` is verified when
 * `https://{domain}/.well-known/nostr.json?name={local}` names the person's key under `names.{local}`.
 */

export interface Nip05Address {
  /** As written, for the lookup; NIP-05 local parts are case-insensitive, so the answer is matched both ways. */
  local: string;
  domain: string;
}

/** The same shape the profile schema accepts (src/nostr/profile.ts): a local part, '@', a domain with a TLD. */
const ADDRESS = /^([\w.+-]{1,64})@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63})$/i;

export function parseNip05(address: string): Nip05Address | undefined {
  const match = ADDRESS.exec(address.trim());
  if (!match) return undefined;
  return { local: match[1]!, domain: match[2]!.toLowerCase() };
}

/** `_@example.com` is the domain's root identity: shown as `example.com`, as other clients do. */
export function nip05Label(address: string): string {
  const parsed = parseNip05(address);
  if (!parsed) return address;
  return parsed.local === '_' ? parsed.domain : `${parsed.local}@${parsed.domain}`;
}

/**
 * Where to look `address` up, or undefined when this page must not ask: a loopback, private or `.local`
 * domain only from an app that itself runs on a local address (development, tests), and then over plain
 * http (local servers rarely have certificates); every other domain over https only, like other people's
 * relay URLs (src/nostr/relay-list.ts `relayPolicyFor`).
 */
export function nip05LookupUrl(address: string, policy: RelayUrlPolicy): string | undefined {
  const parsed = parseNip05(address);
  if (!parsed) return undefined;
  const local = isLocalHost(parsed.domain);
  if (local && !policy.allowLocal) return undefined;
  const scheme = local ? 'http' : 'https';
  return safeUrl(`${scheme}://${parsed.domain}/.well-known/nostr.json?name=${encodeURIComponent(parsed.local)}`);
}

function own(record: object, key: string): unknown {
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/**
 * Whether a `nostr.json` document (already parsed) maps the address's local part to `pubkey`. Anything
 * malformed (not an object, `names` missing or not an object, a value that is not 64 hex) is "no".
 * Only own properties count, so `__proto__` or `constructor` cannot match.
 */
export function nip05Matches(document: unknown, address: string, pubkey: string): boolean {
  const parsed = parseNip05(address);
  if (!parsed || !isHex64(pubkey)) return false;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return false;
  const names = own(document, 'names');
  if (typeof names !== 'object' || names === null || Array.isArray(names)) return false;
  const value = own(names, parsed.local) ?? own(names, parsed.local.toLowerCase());
  return typeof value === 'string' && value.toLowerCase() === pubkey;
}

/** Reads at most `maxBytes` of a response body; undefined when it is longer. */
async function cappedText(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return undefined;
  if (!response.body) {
    const text = await response.text();
    return text.length > maxBytes ? undefined : text;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export interface VerifyNip05Options {
  policy: RelayUrlPolicy;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
}

/**
 * Looks `address` up and says whether it belongs to `pubkey`. Never throws: a refused domain, a network
 * error, a timeout, a redirect (NIP-05: fetchers must ignore redirects), a non-200 answer, an oversized or
 * malformed document all mean "not verified". No cookies and no referrer are sent.
 */
export async function verifyNip05(address: string, pubkey: string, options: VerifyNip05Options): Promise<boolean> {
  const url = nip05LookupUrl(address, options.policy);
  if (url === undefined) return false;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, options.timeoutMs ?? NIP05_TIMEOUT_MS);
  options.signal?.addEventListener('abort', abort, { once: true });
  if (options.signal?.aborted) abort();
  try {
    const response = await doFetch(url, {
      signal: controller.signal,
      redirect: 'error',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) return false;
    const text = await cappedText(response, options.maxBytes ?? NIP05_MAX_BYTES);
    if (text === undefined) return false;
    return nip05Matches(JSON.parse(text), address, pubkey);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}
