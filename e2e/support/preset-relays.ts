import type { BrowserContext } from 'playwright-core';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Serves the shared test build as if it had been built with `VITE_PRESET_RELAYS=<presets>` (README:
 * Configuration). The browser tests' build has a single preset, so publishing can reach at most two relays;
 * rewriting the one build-time constant in the served bundle gives a five-relay deployment without a second
 * build. Returns a check that the constant was found, so a changed bundle format fails loudly.
 */
export async function servePresetRelays(context: BrowserContext, builtWith: string, presets: readonly string[]): Promise<() => boolean> {
  const constant = new RegExp(`VITE_PRESET_RELAYS:(["'\`])${escapeRegExp(builtWith)}\\1`);
  let rewritten = false;
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!constant.test(body)) return route.fulfill({ response, body });
    rewritten = true;
    return route.fulfill({ response, body: body.replace(constant, (_, quote: string) => `VITE_PRESET_RELAYS:${quote}${presets.join(',')}${quote}`) });
  });
  return () => rewritten;
}
