import type { Page } from 'playwright-core';

import { env } from './browser';

export interface HeldAppCode {
  /** Serves the app's entry module: the app starts. */
  release(): void;
}

/** The entry module index.html loads (`/assets/index-….js`), read from the served page. */
async function entryModulePath(): Promise<string> {
  const html = await (await fetch(env().appUrl)).text();
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (src === undefined) throw new Error('index.html names no entry module');
  return new URL(src, env().appUrl).pathname;
}

/**
 * Withholds the app's entry module from `page` until `release()`: the inline boot script runs and its sockets
 * get their answers while the app's code has not arrived, whatever the machine's speed. Navigate with
 * `waitUntil: 'commit'` (the load event waits for the module).
 */
export async function holdAppCode(page: Page): Promise<HeldAppCode> {
  const entry = await entryModulePath();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return { release };
}
