import { blobUrlsOn } from '@/nostr/blossom-servers';
import { blossomHashOf } from '@/nostr/imeta';

/** A picture as the reader knows it: its URL and, when an `imeta` gave one, its hash. */
export interface KnownImage {
  url: string;
  x?: string;
}

/**
 * Every URL to try for a picture after the known ones failed (BUD-03, docs/architecture.md §19): for
 * each known image in order, the URL itself, then the same hash (`x`, or the 64-hex name in the URL) on the
 * seller's servers and then on the configured ones. Each URL once.
 */
export function fallbackCandidates(images: readonly KnownImage[], sellerServers: readonly string[], configuredServers: readonly string[]): string[] {
  const urls: string[] = [];
  const add = (url: string) => {
    if (!urls.includes(url)) urls.push(url);
  };
  for (const image of images) {
    add(image.url);
    const hash = image.x ?? blossomHashOf(image.url);
    if (hash === undefined) continue;
    for (const url of blobUrlsOn([...sellerServers, ...configuredServers], hash, image.url)) add(url);
  }
  return urls;
}
