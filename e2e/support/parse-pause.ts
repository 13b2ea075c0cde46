import type { Page } from 'playwright-core';

const PAUSE_SCRIPT = '/parse-pause.js';

/**
 * Chromium flag for a browser whose pages are rewritten here: a page fulfilled by the test counts as from the
 * public network, whose requests to the loopback relay Local Network Access would block.
 */
export const ALLOW_REWRITTEN_PAGE_TO_LOCAL_RELAY = '--disable-features=LocalNetworkAccessChecks';

/**
 * Holds the HTML parser right after the inline boot script (a parser-blocking script, served once `until`
 * resolves), so that what the boot script receives meanwhile arrives before the rest of the page (the
 * templates and the shell it draws into) exists: what a busy phone does to a page whose relay answers fast.
 */
export async function pauseParsingAfterBootScript(page: Page, until: Promise<unknown>): Promise<void> {
  await page.route(
    (url) => url.pathname === PAUSE_SCRIPT,
    async (route) => {
      await until;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    },
  );
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'document') {
        await route.fallback();
        return;
      }
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes('</script>')) throw new Error('no boot script in the page');
      const headers = { ...response.headers() };
      // The body is fulfilled decoded, and longer.
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: html.replace('</script>', `</script><script src="${PAUSE_SCRIPT}"></script>`) });
    },
  );
}

/** Resolves when a relay sends the page a message containing `text` (the boot script's socket among them). */
export function relaySent(page: Page, text: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes(text)) resolve();
      });
    });
  });
}
