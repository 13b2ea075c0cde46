// How this project's Node tools start Debian Chromium (the browser tests, the bench): quiet and self-contained
// on a machine with a closed network, and without the browser's own per-window extras.

/**
 * Chromium features switched off. Chromium reads only the last `--disable-features`, so this repeats
 * playwright-core 1.65's own list (chromiumSwitches) and adds the omnibox's WebUI popups: headless Chromium
 * 156 preloads them in a renderer of their own for every new window, which is every browser context a test
 * or a bench visit opens. Without them a fresh context costs about 1 s less CPU and a page load to the first
 * card about a quarter less (docs/performance.md, Test suite time); a page never sees the omnibox.
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
