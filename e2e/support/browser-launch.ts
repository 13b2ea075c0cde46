import { existsSync } from 'node:fs';

export { chromiumArgs } from '../../dev/chromium-flags';

/** Debian's old headless shell: the same Chromium build without a browser window per context (.ci/run installs it). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the browser tests start Debian Chromium (the global setup's shared one, and the few with flags of their
 * own): `CHROMIUM_PATH`, else the headless shell when installed, else `chromium`. The shell is what Playwright
 * itself runs headless; a page renders the same, and each context a test opens costs the browser and
 * compositor processes less work (docs/performance.md, Test suite time).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
