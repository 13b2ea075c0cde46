import { KIND } from '@/config/constants';
import { safeUrl } from '@/lib/safe-url';

import type { EventTemplate, NostrEvent } from './event';

/** More servers than this in someone's list is noise; a reader tries them one after another. */
export const MAX_BLOSSOM_SERVERS = 5;

/** A server base URL without a trailing slash, or undefined when it is not a safe http(s) URL. */
function serverBase(value: unknown): string | undefined {
  const url = safeUrl(value);
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (parsed.search !== '' || parsed.hash !== '') return undefined;
  return url.replace(/\/+$/, '');
}

/** The servers of a BUD-03 list (kind 10063 `server` tags), in order, distinct, safe, at most MAX_BLOSSOM_SERVERS. */
export function parseBlossomServerList(event: Pick<NostrEvent, 'kind' | 'tags'>): string[] {
  if (event.kind !== KIND.blossomServers || !Array.isArray(event.tags)) return [];
  const servers: string[] = [];
  for (const tag of event.tags as unknown[]) {
    if (!Array.isArray(tag) || tag[0] !== 'server') continue;
    const base = serverBase(tag[1]);
    if (base !== undefined && !servers.includes(base)) servers.push(base);
    if (servers.length >= MAX_BLOSSOM_SERVERS) break;
  }
  return servers;
}

/** The kind-10063 list naming `servers` (the first is the one the user uploads to first). */
export function buildBlossomServerList(servers: readonly string[], nowMs: number): EventTemplate {
  const bases = [...new Set(servers.map(serverBase).filter((base) => base !== undefined))];
  return { kind: KIND.blossomServers, content: '', tags: bases.map((base) => ['server', base]), created_at: Math.floor(nowMs / 1000) };
}

/**
 * Where else the blob `sha256` may live (BUD-03): `<server>/<sha256>[.ext]` on each server, in order, without
 * the URL that just failed. The extension is kept because some servers serve the type by it.
 */
export function blobUrlsOn(servers: readonly string[], sha256: string, failedUrl: string): string[] {
  const ext = /\.([A-Za-z0-9]{1,16})$/.exec(safeUrl(failedUrl) === undefined ? '' : new URL(failedUrl).pathname)?.[1];
  const urls: string[] = [];
  for (const server of servers) {
    const base = serverBase(server);
    if (base === undefined) continue;
    const url = `${base}/${sha256}${ext ? `.${ext}` : ''}`;
    if (url !== failedUrl && !urls.includes(url)) urls.push(url);
  }
  return urls;
}
