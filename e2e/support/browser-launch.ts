import { existsSync } from 'node:fs';

/** Debian's old headless shell: the same Chromium build without a browser window per context (.ci/run installs it). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the browser tests start Debian Chromium (the global setup's shared one, and the few with flags of their
 * own): `CHROMIUM_PATH`, else the headless shell when installed, else `chromium`. The shell is what Playwright
 * itself runs headless; a page renders the same, and each context a test opens costs the browser and
 * compositor processes less work (docs/performance.md, Test suite time).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Chromium features switched off. Chromium reads only the last `--disable-features`, so this repeats
 * playwright-core 1.65's own list (chromiumSwitches) and adds the omnibox's WebUI popups: headless Chromium
 * 156 preloads them in a renderer of their own for every new window, which is every browser context a test
 * opens. Without them a fresh context costs about 1 s less CPU and a page load to the first card about a
 * quarter less (docs/performance.md, Test suite time); a test never sees the omnibox.
 */
const DISABLED_FEATURES = [
  // playwright-core's own
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // the omnibox popup's WebUI renderer per window
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Flags that keep Debian Chromium quiet and self-contained on a machine with a closed network. */
const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The flags to launch with, plus a test's own: a `--disable-features` of its own joins the list above instead
 * of replacing it.
 */
export function chromiumArgs(extra: readonly string[] = []): string[] {
  const features = extra.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  const others = extra.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
  return [...CHROMIUM_ARGS, `${DISABLE_FEATURES}${[...DISABLED_FEATURES, ...features].join(',')}`, ...others];
}
