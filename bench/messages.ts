import { NLogin } from '@nostrify/react/login';
import { nip19, nip59 } from 'nostr-tools';
import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools/pure';
import type { Browser } from 'playwright-core';

import { publishEvents } from '../dev/seed/publish-events';
import { STORAGE_KEYS } from '../src/config/constants';

/** Issue 14: a conversation this long must open without freezing the page. */
export const THREAD_MESSAGES = 500;

export interface MessagesResult {
  messages: number;
  /** Navigation start → the newest message shown (every wrap fetched and opened by then, in practice). */
  newestShownMs: number;
  /** The longest main-thread task after the thread first showed a message (while the rest were opened). */
  longestTaskWhileOpeningMs: number;
  /** The longest main-thread task of the whole visit, boot included. */
  longestTaskMs: number;
}

/** Watches long tasks and notes when the first chat bubble text appeared. A string: tsx rewrites functions. */
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); }).observe({ type: 'longtask', buffered: true });
`;

/**
 * A key-login account with `THREAD_MESSAGES` messages with one person (half each way, the own copies too),
 * all gift-wrapped by nostr-tools and stored on `relayUrl`; the thread is opened cold and timed.
 */
export async function measureMessageThread(browser: Browser, appUrl: string, relayUrl: string): Promise<MessagesResult> {
  const me = generateSecretKey();
  const peer = generateSecretKey();
  const [mePub, peerPub] = [getPublicKey(me), getPublicKey(peer)];
  const now = Math.floor(Date.now() / 1000);
  const lists = [me, peer].map((key) => finalizeEvent({ kind: 10050, content: '', tags: [['relay', relayUrl]], created_at: now - 86_400 }, key));
  const wraps: NostrEvent[] = [];
  for (let index = 1; index <= THREAD_MESSAGES; index += 1) {
    const mine = index % 2 === 0;
    const rumor = { kind: 14, content: `bench message ${index}`, tags: [['p', mine ? peerPub : mePub]], created_at: now - (THREAD_MESSAGES - index) * 60 };
    wraps.push(nip59.wrapEvent(rumor, mine ? me : peer, mePub));
  }
  await publishEvents(relayUrl, [...lists, ...wraps]);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const login = JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(me))]);
    const config = JSON.stringify({ theme: 'light', relayUrl });
    await context.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.logins)}, ${JSON.stringify(login)}); localStorage.setItem(${JSON.stringify(STORAGE_KEYS.config)}, ${JSON.stringify(config)});\n${PROBE}`,
    });
    const page = await context.newPage();
    await page.goto(`${appUrl}/messages/${nip19.npubEncode(peerPub)}`, { waitUntil: 'commit' });
    const first = page.getByText(/^bench message \d+$/).first();
    await first.waitFor({ timeout: 60_000 });
    const firstShownAt = await page.evaluate<number>('performance.now()');
    await page.getByText(`bench message ${THREAD_MESSAGES}`, { exact: true }).waitFor({ timeout: 120_000 });
    const newestShownMs = await page.evaluate<number>('performance.now()');
    await page.waitForTimeout(500);
    const tasks = await page.evaluate<[number, number][]>('window.__longTasks');
    return {
      messages: THREAD_MESSAGES,
      newestShownMs,
      longestTaskWhileOpeningMs: Math.max(0, ...tasks.filter(([start]) => start >= firstShownAt).map(([, duration]) => duration)),
      longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}
