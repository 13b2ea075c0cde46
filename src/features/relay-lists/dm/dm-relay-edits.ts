import type { NostrEvent } from '@/nostr/event';
import { normalizeRelayUrl } from '@/nostr/relay-url';

/** One change to the user's DM relays in the editor, kept as an operation to replay on a newer list. */
export type DmRelayEdit = { type: 'add'; url: string } | { type: 'remove'; url: string };

/** Every `relay` URL a kind 10050 list names, canonical and distinct, in order (unusable ones included: they are the user's). */
export function dmRelayUrls(event: Pick<NostrEvent, 'tags'> | null): string[] {
  const urls: string[] = [];
  for (const tag of Array.isArray(event?.tags) ? event.tags : []) {
    if (!Array.isArray(tag) || tag[0] !== 'relay' || typeof tag[1] !== 'string') continue;
    const url = normalizeRelayUrl(tag[1]);
    if (url !== undefined && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** `urls` with the edits replayed in order: an add goes last (once), a remove drops the relay. */
export function applyDmRelayEdits(urls: readonly string[], edits: readonly DmRelayEdit[]): string[] {
  let result = [...urls];
  for (const edit of edits) {
    const url = normalizeRelayUrl(edit.url);
    if (url === undefined) continue;
    result = result.filter((known) => known !== url);
    if (edit.type === 'add') result.push(url);
  }
  return result;
}

/** The edits with `edit` recorded, replacing an earlier edit of the same relay. */
export function withDmRelayEdit(edits: readonly DmRelayEdit[], edit: DmRelayEdit): DmRelayEdit[] {
  const url = normalizeRelayUrl(edit.url) ?? edit.url;
  return [...edits.filter((known) => (normalizeRelayUrl(known.url) ?? known.url) !== url), { ...edit, url }];
}
