import type { NostrEvent } from '@nostrify/nostrify';
import { nip19 } from 'nostr-tools';
import type { Browser } from 'playwright-core';

import { KIND } from '../src/config/constants';
import { collectScripts, newBenchContext, type LoadedScript } from './first-card';

/** The listing a cold detail visit opens: its share link's path and the REQ a bare page sends for it. */
export interface DetailTarget {
  /** `/naddr1…`, as the app's share button builds it (listingNaddrPath: kind, seller, `d`, relay hints). */
  path: string;
  filter: { kinds: number[]; authors: string[]; '#d': string[] };
  title: string;
}

const tagValue = (event: NostrEvent, name: string) => event.tags.find((tag) => tag[0] === name)?.[1];

/** The share link's NIP-19 address of a listing event (listingNaddrPath without the slash). */
export function naddrOf(event: NostrEvent, hints: readonly string[]): string {
  return nip19.naddrEncode({ kind: KIND.listing, pubkey: event.pubkey, identifier: tagValue(event, 'd') ?? '', relays: hints.slice(0, 2) });
}

/** The newest of `events` with a title, a price and a photo, as a share link naming `hints` as its relays. */
export function detailTarget(events: readonly NostrEvent[], hints: readonly string[]): DetailTarget {
  const event = events.find((candidate) => tagValue(candidate, 'title') && tagValue(candidate, 'price') && tagValue(candidate, 'image'));
  if (!event) throw new Error('no seeded listing has a title, a price and a photo');
  const d = tagValue(event, 'd') ?? '';
  return {
    path: `/${naddrOf(event, hints)}`,
    filter: { kinds: [KIND.listing], authors: [event.pubkey], '#d': [d] },
    title: tagValue(event, 'title') ?? '',
  };
}

/**
 * Resolves `window.__detailPainted` once the page shows the listing's title (an h1 reading `title`), its price
 * (`[data-testid="listing-price"]`) and its first photo (`img[data-testid="gallery-main"]` loaded with
 * naturalWidth > 0 and decoded), then waits for the next animation frame plus a task: the frame that shows all
 * three has been handed to the compositor. The same probe times the app and the bare page.
 */
const detailProbe = (title: string) => `
  window.__detailPainted = new Promise((resolve) => {
    let done = false;
    const ready = () => {
      const title = [...document.querySelectorAll('h1')].some((heading) => heading.textContent.trim() === ${JSON.stringify(title)});
      const price = document.querySelector('[data-testid="listing-price"]');
      const photo = document.querySelector('img[data-testid="gallery-main"]');
      if (!title || !price || !price.textContent.trim()) return undefined;
      if (!photo || !photo.complete || photo.naturalWidth === 0) return undefined;
      return photo;
    };
    const check = () => {
      if (done) return;
      const photo = ready();
      if (!photo) return;
      done = true;
      observer.disconnect();
      photo.decode().catch(() => undefined).then(() => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    document.addEventListener('load', check, true);
  });
`;

/** The baseline: one socket to the relay, the REQ for the listing, and its title, price and first photo shown. */
export function bareDetailHtml(relayUrl: string, filter: DetailTarget['filter']): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>bare detail baseline</title></head>
<body>
<main id="detail"></main>
<script>
  const socket = new WebSocket(${JSON.stringify(relayUrl)});
  let shown = false;
  socket.onopen = () => socket.send(JSON.stringify(['REQ', 'bench', ${JSON.stringify(filter)}]));
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data[0] !== 'EVENT' || shown) return;
    shown = true;
    const tag = (name) => data[2].tags.find((item) => item[0] === name) || [];
    const photo = document.createElement('img');
    photo.dataset.testid = 'gallery-main';
    photo.alt = '';
    photo.style.width = '760px';
    photo.src = tag('image')[1];
    const title = document.createElement('h1');
    title.textContent = tag('title')[1];
    const price = document.createElement('p');
    price.dataset.testid = 'listing-price';
    price.textContent = (tag('price')[1] || '') + ' ' + (tag('price')[2] || '');
    document.getElementById('detail').append(photo, title, price);
  };
</script>
</body>
</html>
`;
}

export interface DetailRun {
  /** Navigation start → title, price and first photo painted. */
  shownMs: number;
  firstSocketMs: number;
  firstRelayMessageMs: number;
  scripts: LoadedScript[];
}

/** One cold visit (fresh profile, empty HTTP cache) straight to `url`, timed until the listing titled `title` is shown. */
export async function measureDetail(browser: Browser, url: string, title: string, relayUrl?: string, timeoutMs = 30_000): Promise<DetailRun> {
  const context = await newBenchContext(browser, { ...(relayUrl === undefined ? {} : { relayUrl }), probe: detailProbe(title) });
  try {
    const scripts = collectScripts(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.__detailPainted !== undefined');
    const shownMs = await page.evaluate<number>(
      `Promise.race([window.__detailPainted, new Promise((_, reject) => setTimeout(() => reject(new Error('the listing was not shown')), ${timeoutMs}))])`,
    );
    const [firstSocketMs, firstRelayMessageMs] = await page.evaluate<[number, number]>('[window.__firstSocketAt ?? NaN, window.__firstRelayMessageAt ?? NaN]');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return { shownMs, firstSocketMs, firstRelayMessageMs, scripts: await scripts() };
  } finally {
    await context.close();
  }
}
