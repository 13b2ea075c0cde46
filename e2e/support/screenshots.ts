import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Locator, Page } from 'playwright-core';

/**
 * Where the screenshots looked at while building a screen go: set `CARSTR_SCREENSHOTS=<folder>` when running
 * a browser test to keep them (README, Tests). They assert nothing, and a full-page PNG of a long page takes
 * Chromium a noticeable time to encode, so a plain `npm test` skips them; the steps around them (a viewport
 * change, a scroll) still run, so a test behaves the same with or without the folder.
 */
const SCREENSHOTS_DIR = process.env.CARSTR_SCREENSHOTS;

export function screenshotsWanted(): boolean {
  return SCREENSHOTS_DIR !== undefined && SCREENSHOTS_DIR !== '';
}

/** `name` without `.png`. `fullPage` for a page, `style` (CSS applied while shooting) for either. */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean; style?: string } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  await mkdir(SCREENSHOTS_DIR!, { recursive: true });
  const path = join(SCREENSHOTS_DIR!, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path, style: options.style });
}
