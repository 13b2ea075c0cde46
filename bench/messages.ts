import { nip19, nip59 } from 'nostr-tools';
import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools/pure';
import type { Browser, Page } from 'playwright-core';

import { publishEvents } from '../dev/seed/publish-events';
import { KIND, STORAGE_KEYS } from '../src/config/constants';
import { keyLoginEntry } from './key-login';

/** Issue 14: a conversation this long must open without freezing the page. */
export const THREAD_MESSAGES = 500;

export interface ThreadOpening {
  /** From the moment measured (navigation start, or the click in the inbox) to the newest message shown. */
  newestShownMs: number;
  /** The longest main-thread task from the thread screen's first render to the newest message shown + 0.5 s. */
  longestTaskWhileOpeningMs: number;
  /** The longest main-thread task of the whole visit, boot included. */
  longestTaskMs: number;
}

export interface MessagesResult {
  messages: number;
  /**
   * Where the newest message's wrap is in the relay's answer (newest wrap first), 0-based: wrap times are
   * random (NIP-59), so each bench run draws it anew, and the later it comes, the more wraps open before it.
   */
  newestWrapPosition: number;
  /** The thread's address opened cold, once per run (each a fresh profile with the key login): navigation start → newest message. */
  direct: ThreadOpening[];
  /** The inbox opened cold and settled, then the conversation clicked: click → newest message. */
  fromInbox: ThreadOpening;
}

/** Long tasks (start, duration) and when the thread screen first rendered. A string: tsx rewrites functions. */
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); }).observe({ type: 'longtask', buffered: true });
  const threadObserver = new MutationObserver(() => {
    if (document.querySelector('[data-testid="thread"]') === null) return;
    window.__threadShownAt = performance.now();
    threadObserver.disconnect();
  });
  threadObserver.observe(document, { childList: true, subtree: true });
  // When the newest message's text is first in the page (then its frame), timed in the page: Playwright's
  // waitFor polls with growing gaps and would add up to ~0.5 s.
  const newestObserver = new MutationObserver(() => {
    const newest = [...document.querySelectorAll('[data-testid="thread"] *')].some((node) => node.childElementCount === 0 && node.textContent === 'bench message ${THREAD_MESSAGES}');
    if (!newest) return;
    newestObserver.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__newestShownAt = performance.now(); }, 0));
  });
  newestObserver.observe(document, { childList: true, subtree: true, characterData: true });
`;

/** A context signed in with `secretKey` (key login in localStorage, as the app stores it), reading `relayUrl`. */
async function signedInContext(browser: Browser, secretKey: Uint8Array, relayUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const storage = [keyLoginEntry(secretKey), [STORAGE_KEYS.config, JSON.stringify({ theme: 'light', relayUrl })]];
  await context.addInitScript({
    content: `${storage.map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`).join(' ')}\n${PROBE}`,
  });
  return context;
}

/** Waits for the newest message, then reads the long tasks; `from` is when the measured opening began. */
async function timeOpening(page: Page, from: number): Promise<ThreadOpening> {
  await page.getByText(`bench message ${THREAD_MESSAGES}`, { exact: true }).waitFor({ timeout: 120_000 });
  await page.waitForFunction('window.__newestShownAt !== undefined', undefined, { timeout: 10_000 });
  const newestAt = await page.evaluate<number>('window.__newestShownAt');
  await page.waitForTimeout(500);
  const [tasks, threadShownAt] = await page.evaluate<[[number, number][], number]>('[window.__longTasks, window.__threadShownAt ?? 0]');
  const opening = Math.max(from, threadShownAt);
  return {
    newestShownMs: newestAt - from,
    longestTaskWhileOpeningMs: Math.max(0, ...tasks.filter(([start, duration]) => start + duration >= opening && start <= newestAt + 500).map(([, duration]) => duration)),
    longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
  };
}

/**
 * Issue 16's messages figure: a key-login account with `THREAD_MESSAGES` messages with one person (half each
 * way, the own copies too), all gift-wrapped by nostr-tools and stored on `relayUrl`. The thread is opened two
 * ways, each in a fresh profile: by its address (navigation start → newest message; `runs` times, a single
 * cold visit varies by hundreds of milliseconds on a busy 2-core machine), and from the inbox (once the
 * inbox has settled, click → newest message).
 */
export async function measureMessageThread(browser: Browser, appUrl: string, relayUrl: string, runs: number): Promise<MessagesResult> {
  const me = generateSecretKey();
  const peer = generateSecretKey();
  const [mePub, peerPub] = [getPublicKey(me), getPublicKey(peer)];
  const now = Math.floor(Date.now() / 1000);
  const lists = [me, peer].map((key) => finalizeEvent({ kind: KIND.dmRelayList, content: '', tags: [['relay', relayUrl]], created_at: now - 86_400 }, key));
  const wraps: NostrEvent[] = [];
  for (let index = 1; index <= THREAD_MESSAGES; index += 1) {
    const mine = index % 2 === 0;
    const rumor = { kind: KIND.chatMessage, content: `bench message ${index}`, tags: [['p', mine ? peerPub : mePub]], created_at: now - (THREAD_MESSAGES - index) * 60 };
    wraps.push(nip59.wrapEvent(rumor, mine ? me : peer, mePub));
  }
  await publishEvents(relayUrl, [...lists, ...wraps]);
  const relayOrder = wraps.toSorted((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id));
  const newestWrapPosition = relayOrder.indexOf(wraps.at(-1)!);

  const direct: ThreadOpening[] = [];
  for (let run = 0; run < runs; run += 1) {
    const directContext = await signedInContext(browser, me, relayUrl);
    try {
      const page = await directContext.newPage();
      await page.goto(`${appUrl}/messages/${nip19.npubEncode(peerPub)}`, { waitUntil: 'commit' });
      direct.push(await timeOpening(page, 0));
    } finally {
      await directContext.close();
    }
  }

  const inboxContext = await signedInContext(browser, me, relayUrl);
  try {
    const page = await inboxContext.newPage();
    await page.goto(`${appUrl}/messages`);
    const conversation = page.getByTestId('conversation').first();
    await conversation.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1_000);
    const clickedAt = await page.evaluate<number>('performance.now()');
    await conversation.getByRole('link').first().click();
    return { messages: THREAD_MESSAGES, newestWrapPosition, direct, fromInbox: await timeOpening(page, clickedAt) };
  } finally {
    await inboxContext.close();
  }
}
