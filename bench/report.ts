import type { CityListChunk } from './city-list-chunk';
import type { DetailRun } from './detail-page';
import type { FirstCardRun } from './first-card';
import type { LighthousePage, LighthouseResult } from './lighthouse';
import type { MessagesResult } from './messages';
import { networkSearchSection, type NetworkSearchResult } from './network-search';
import type { PhotoResults } from './photos';
import type { NavigationResult } from './requests';
import type { RouteScripts } from './routes';
import type { ScaleResult } from './scale';
import { describeTimes, kilobytes, median, scriptSizes } from './stats';
import { TRUST_FOLLOWS, TRUST_MUTES } from './trust-lists';
import type { WarmTrustResult } from './warm-trust-visit';
import type { WarmRun } from './warm-visit';

export interface BenchResults {
  runs: number;
  relayDelayMs: number;
  /** The cold visits' added latency per HTTP response, WebSocket handshake and relay message. */
  farHostDelayMs: number;
  /** Each section's results; absent when BENCH_ONLY left the section out. */
  cold?: ColdRuns;
  /** Issue 33: the same cold visit when the newest listing has no photo (and is sold, price on request). */
  coldNoPhoto?: ColdRuns;
  /** Issue 16: a detail page opened cold by its share link, and the bare page fetching the same event. */
  detail?: { app: DetailRun[]; bare: DetailRun[]; title: string; baseline?: { rev: string; runs: DetailRun[] } };
  warm?: WarmRun[];
  /** Issue 33: the warm visit signed in, with mutes and follows known. */
  warmTrust?: WarmTrustResult;
  /** Issue 16: the JavaScript each later route loads on its first in-app visit. */
  routes?: RouteScripts[];
  /** Issue 33: the city picker's data chunk in the build (measured with the routes section). */
  cityList?: CityListChunk;
  scale?: ScaleResult;
  /** Issue 31: a search over 10 000 listings on two relays, one with NIP-50. */
  search?: NetworkSearchResult;
  navigation?: NavigationResult;
  /** Lighthouse runs per page: home, detail, profile, and signed in messages and my listings (issues 7 and 33). */
  lighthouse?: LighthousePage[];
  /** Issue 17: photos (realistic cover photos seeded). */
  photos?: PhotoResults;
  /** Issue 14: a 500-message conversation. */
  messages?: MessagesResult;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
/** Vite names worker bundles `<name>.worker-<hash>.js`. */
const isWorker = (url: string) => url.includes('.worker');
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

/** Median time of each app performance mark, in mark order. */
function markSummary(runs: readonly WarmRun[]): string {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run.marks)))];
  return names.map((name) => `${name.replace('carstr:', '')} ${ms(median(runs.map((run) => run.marks[name] ?? Number.NaN)))}`).join(', ');
}

/** Requests that asked the same relay the same thing twice in one page load (should be none). */
function repeatedRequests(navigation: NavigationResult): string[] {
  const seen = new Map<string, number>();
  for (const request of navigation.requests) {
    const key = `${request.relay} ${request.filters}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${count}× ${key}`);
}

/** Issue 17's rows: the home's photo bytes, LCP and CLS with realistic photos, and the photo worker. */
function photoRows(results: BenchResults): string[][] {
  const { photos } = results;
  const homeRuns = results.lighthouse?.find((page) => page.name === 'home')?.runs ?? [];
  const lcp = homeRuns.length === 0 ? Number.NaN : median(homeRuns.map((run) => run.metrics.lcp));
  const lcpRow = Number.isNaN(lcp) ? [] : [['8b', 'home LCP, Lighthouse mobile (median)', '≤ 2.5 s', ms(lcp), yes(lcp <= 2500)]];
  if (!photos) return lcpRow;
  const { home, resize } = photos;
  return [
    ['8a', 'home first screen at 1280×800, photo bytes (realistic photos)', '≤ 400 kB', `${kilobytes(home.imageBytes)} in ${home.images} images`, yes(home.imageBytes <= 400 * 1024)],
    ...lcpRow,
    ['8c', 'home CLS at 1280×800', '≤ 0.02', home.cls.toFixed(3), yes(home.cls <= 0.02)],
    ['8d', `a ${kilobytes(resize.originalBytes)} 4000×3000 photo → full + thumbnail`, '≤ 600 kB + ≤ 60 kB', `${kilobytes(resize.fullBytes)} (${resize.fullSize} ${resize.type}) + ${kilobytes(resize.thumbBytes)} (${resize.thumbSize}); middle size ${kilobytes(resize.mediumBytes)} (${resize.mediumSize})`, yes(resize.fullBytes <= 600 * 1024 && resize.thumbBytes <= 60 * 1024)],
    ['8e', 'its resize in the worker (median of 3) / longest main-thread task', '≤ 1.5 s / ≤ 50 ms', `${ms(resize.medianMs)} (runs: ${resize.runsMs.map((value) => value.toFixed(0)).join(', ')}) / ${resize.longestTaskMs === 0 ? 'none over 50 ms' : ms(resize.longestTaskMs)}`, yes(resize.medianMs <= 1500 && resize.longestTaskMs <= 50)],
  ];
}

const taskText = (value: number) => (value === 0 ? 'none over 50 ms' : ms(value));

/** Row 9 (issues 14 and 16): a 500-message thread opens within a second, with no main-thread task over 50 ms. */
function messageRows(results: BenchResults): string[][] {
  const messages = results.messages;
  if (!messages) return [];
  const { direct, fromInbox } = messages;
  const shown = median(direct.map((run) => run.newestShownMs));
  const task = median(direct.map((run) => run.longestTaskWhileOpeningMs));
  const wholeVisit = median(direct.map((run) => run.longestTaskMs));
  return [
    [
      '9a',
      `${messages.messages}-message thread opened by its address, cold, key login: navigation start → newest message shown / longest main-thread task from the thread's first render to then (medians of ${direct.length} visits)`,
      '≤ 1 s / ≤ 50 ms',
      `${ms(shown)} / ${taskText(task)} (whole visit, boot included: ${taskText(wholeVisit)})`,
      yes(shown <= 1000 && task <= 50),
    ],
    [
      '9b',
      'the same thread from the settled inbox: click → newest message shown / longest main-thread task meanwhile',
      '≤ 1 s / ≤ 50 ms',
      `${ms(fromInbox.newestShownMs)} / ${taskText(fromInbox.longestTaskWhileOpeningMs)}`,
      yes(fromInbox.newestShownMs <= 1000 && fromInbox.longestTaskWhileOpeningMs <= 50),
    ],
  ];
}

function messageDetails(results: BenchResults): string[] {
  const direct = results.messages?.direct;
  if (!direct) return [];
  return [
    `  9a. newest message shown: ${describeTimes(direct.map((run) => run.newestShownMs))}; its wrap is number ${(results.messages?.newestWrapPosition ?? 0) + 1} of ${results.messages?.messages ?? 0} in the relay's answer`,
    `      longest task while opening, per visit: ${direct.map((run) => taskText(run.longestTaskWhileOpeningMs)).join(', ')}`,
  ];
}

/** BENCH_BASELINE: the other revision's times, measured alternately with this build's, and the difference. */
function baselineLines(label: string, baseline: { rev: string; runs: readonly number[] } | undefined, app: number, bare: number): string[] {
  if (!baseline || baseline.runs.length === 0) return [];
  const base = median(baseline.runs);
  const change = app - base;
  const sign = change >= 0 ? '+' : '−';
  return [
    `  ${label} baseline ${baseline.rev}: ${describeTimes(baseline.runs)} = ${(base / bare).toFixed(2)}× the bare page`,
    `     this build vs ${baseline.rev}: ${sign}${ms(Math.abs(change))} (${sign}${Math.abs((app / base - 1) * 100).toFixed(0)} %)`,
  ];
}

type Section = { rows: string[][]; details: string[] };

/** Cold visits of the app and the bare page, alternating, and of the baseline build when one was asked for. */
export interface ColdRuns {
  app: FirstCardRun[];
  bare: FirstCardRun[];
  baseline?: { rev: string; runs: FirstCardRun[] };
}

/** Row 1c: row 1a's visit with a newest listing the boot card draws without a photo. */
function coldNoPhotoSection(results: BenchResults): Section {
  const cold = results.coldNoPhoto;
  if (!cold) return none;
  const app = median(cold.app.map((run) => run.firstCardMs));
  const bare = median(cold.bare.map((run) => run.firstCardMs));
  const ratio = app / bare;
  return {
    rows: [['1c', `cold first listing, the newest without a photo (sold, price on request): app / bare page (ratio)`, '≤ 1.25×', `${ms(app)} / ${ms(bare)} = ${ratio.toFixed(2)}×`, yes(ratio <= 1.25)]],
    details: [
      `  1c. app:  ${describeTimes(cold.app.map((run) => run.firstCardMs))}`,
      `     bare: ${describeTimes(cold.bare.map((run) => run.firstCardMs))}`,
      `     app marks (medians): ${markSummary(cold.app)}`,
      ...baselineLines('1c.', cold.baseline && { rev: cold.baseline.rev, runs: cold.baseline.runs.map((run) => run.firstCardMs) }, app, bare),
    ],
  };
}

const none: Section = { rows: [], details: [] };

/** Rows 1 and 3: the cold home visit through the far host, against the bare page, and its JavaScript. */
function coldSection(results: BenchResults): Section {
  const { cold } = results;
  if (!cold) return none;
  const appCard = median(cold.app.map((run) => run.firstCardMs));
  const bareCard = median(cold.bare.map((run) => run.firstCardMs));
  const ratio = appCard / bareCard;
  const firstRun = cold.app[0];
  const scripts = scriptSizes(firstRun?.scripts ?? []);
  // Issue 16's budget counts what was requested before the first card was painted: before the frame that
  // painted it began. What the page asks for from then on (the app's files, preloaded once the boot cards
  // have painted; idle-time watchers) is listed but not counted.
  const firstCardAt = firstRun === undefined ? Number.NaN : firstRun.timeOrigin + firstRun.firstCardFrameMs;
  const beforeCard = new Set((firstRun?.scripts ?? []).filter((script) => script.requestedAt <= firstCardAt).map((script) => script.url));
  const requestedAt = new Map((firstRun?.scripts ?? []).map((script) => [script.url, script.requestedAt - (firstRun?.timeOrigin ?? 0)]));
  const counted = scripts.filter((script) => beforeCard.has(script.url));
  const mainGzip = counted.filter((script) => !isWorker(script.url)).reduce((sum, script) => sum + script.gzip, 0);
  const workerGzip = counted.filter((script) => isWorker(script.url)).reduce((sum, script) => sum + script.gzip, 0);
  const laterGzip = scripts.filter((script) => !beforeCard.has(script.url)).reduce((sum, script) => sum + script.gzip, 0);
  return {
    rows: [
      ['1a', `cold first listing: app / bare page (ratio), ${results.farHostDelayMs} ms per response, handshake and message`, '≤ 1.25×', `${ms(appCard)} / ${ms(bareCard)} = ${ratio.toFixed(2)}×`, yes(ratio <= 1.25)],
      ['3a', 'JS requested before the first card, gzipped (files)', '≤ 50 kB', `${kilobytes(mainGzip)} main thread + ${kilobytes(workerGzip)} verify worker = ${kilobytes(mainGzip + workerGzip)} (${counted.length} files; ${kilobytes(laterGzip)} in ${scripts.length - counted.length} more after it)`, yes(mainGzip + workerGzip <= 50 * 1024)],
    ],
    details: [
      `  1a. app:  ${describeTimes(cold.app.map((run) => run.firstCardMs))}`,
      `     bare: ${describeTimes(cold.bare.map((run) => run.firstCardMs))}`,
      `     first WebSocket at: app ${ms(median(cold.app.map((run) => run.firstSocketMs)))}, bare ${ms(median(cold.bare.map((run) => run.firstSocketMs)))}; first relay message: app ${ms(median(cold.app.map((run) => run.firstRelayMessageMs)))}, bare ${ms(median(cold.bare.map((run) => run.firstRelayMessageMs)))}`,
      `     app marks (medians): ${markSummary(cold.app)}`,
      ...baselineLines('1a.', cold.baseline && { rev: cold.baseline.rev, runs: cold.baseline.runs.map((run) => run.firstCardMs) }, appCard, bareCard),
      `  3a. scripts (${scripts.length}; first card's frame at ${ms(firstRun?.firstCardFrameMs ?? Number.NaN)}, painted at ${ms(firstRun?.firstCardMs ?? Number.NaN)} in this run):`,
      ...scripts.map((script) => `       ${new URL(script.url).pathname}  ${kilobytes(script.raw)} raw, ${kilobytes(script.gzip)} gzipped, requested at ${ms(requestedAt.get(script.url) ?? Number.NaN)}${beforeCard.has(script.url) ? '' : ' (after the first card)'}`),
    ],
  };
}

/** Row 1b: a detail page opened cold by its share link, against a bare page fetching the same event. */
function detailSection(results: BenchResults): Section {
  const { detail } = results;
  if (!detail) return none;
  const app = median(detail.app.map((run) => run.shownMs));
  const bare = median(detail.bare.map((run) => run.shownMs));
  const ratio = app / bare;
  const scripts = scriptSizes(detail.app[0]?.scripts ?? []);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  return {
    rows: [['1b', `cold detail page by its share link (naddr): title, price and first photo shown, app / bare page (ratio), ${results.farHostDelayMs} ms per response, handshake and message`, '≤ 1.5×', `${ms(app)} / ${ms(bare)} = ${ratio.toFixed(2)}×`, yes(ratio <= 1.5)]],
    details: [
      `  1b. "${detail.title}"; app:  ${describeTimes(detail.app.map((run) => run.shownMs))}`,
      `      bare: ${describeTimes(detail.bare.map((run) => run.shownMs))}`,
      `      first WebSocket at: app ${ms(median(detail.app.map((run) => run.firstSocketMs)))}, bare ${ms(median(detail.bare.map((run) => run.firstSocketMs)))}; first relay message: app ${ms(median(detail.app.map((run) => run.firstRelayMessageMs)))}, bare ${ms(median(detail.bare.map((run) => run.firstRelayMessageMs)))}`,
      `      app JavaScript on this visit (first run, until the network settled): ${kilobytes(gzip)} gzipped in ${scripts.length} files`,
      ...baselineLines('1b.', detail.baseline && { rev: detail.baseline.rev, runs: detail.baseline.runs.map((run) => run.shownMs) }, app, bare),
    ],
  };
}

/** Row 2: the repeat visit painted from the local cache while the relay is slow. */
function warmSection(results: BenchResults): Section {
  const { warm } = results;
  if (!warm) return none;
  const warmCard = median(warm.map((run) => run.firstCardMs));
  const warmRelay = median(warm.map((run) => run.firstRelayMessageMs));
  const warmBudget = 0.2 * results.relayDelayMs;
  const relayNote = (value: number) => (Number.isNaN(value) ? 'the relay had not answered yet' : `relay's first answer at ${ms(value)}`);
  const rows = [['2', `warm repeat visit, relay answers after ${results.relayDelayMs} ms`, `≤ ${ms(warmBudget)}`, `${ms(warmCard)} (${relayNote(warmRelay)})`, yes(warmCard <= warmBudget)]];
  const details = [`  2. warm first card: ${describeTimes(warm.map((run) => run.firstCardMs))}`, `     warm marks (medians): ${markSummary(warm)}`];
  const trust = results.warmTrust;
  if (trust !== undefined) {
    const trustCard = median(trust.runs.map((run) => run.firstCardMs));
    const flashes = trust.runs.filter((run) => run.mutedShownAt.length > 0).length;
    rows.push([
      '2b',
      `the same, signed in with ${TRUST_MUTES} mutes (the newest car's seller among them) and ${TRUST_FOLLOWS} follows: first card / visits that showed a muted seller's car`,
      `≤ ${ms(warmBudget)} / none`,
      `${ms(trustCard)} (${relayNote(median(trust.runs.map((run) => run.firstRelayMessageMs)))}) / ${flashes} of ${trust.runs.length}`,
      yes(trustCard <= warmBudget && flashes === 0),
    ]);
    details.push(
      `  2b. signed-in warm first card: ${describeTimes(trust.runs.map((run) => run.firstCardMs))}`,
      ...trust.runs.flatMap((run, index) => (run.mutedShownAt.length > 0 ? [`     visit ${index + 1} showed a muted seller's car in frames at ${run.mutedShownAt.map(ms).join(', ')}`] : [])),
      `     marks (medians): ${markSummary(trust.runs)}; muted cars: ${trust.mutedTitles.join(', ')}; follow lists cached after the first visit: ${trust.cachedFollowLists}`,
    );
  }
  return { rows, details };
}

/** Row 3b: each later route's JavaScript on its first in-app visit. */
function routesSection(results: BenchResults): Section {
  const { routes } = results;
  if (!routes) return none;
  const sized = routes.map((route) => {
    const scripts = scriptSizes(route.scripts);
    const homeGzip = scriptSizes(route.homeScripts).reduce((sum, script) => sum + script.gzip, 0);
    return { ...route, sizes: scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0), homeGzip };
  });
  const worst = sized.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  // Every visit settles on home first; a signed-out one shows what a visitor's home route loads in all.
  const home = sized.find((route) => !route.signedIn);
  const homeRow =
    home === undefined
      ? []
      : [['3c', 'JS the home route loads until settled (first card, network idle, idle-time loads), gzipped, workers included, signed out', '≤ 150 kB', `${kilobytes(home.homeGzip)} in ${home.homeScripts.length} files`, yes(home.homeGzip <= 150 * 1024)]];
  return {
    rows: [
      ...homeRow,
      [
        '3b',
        'JS each later route loads on its first in-app visit after home, gzipped',
        '≤ 60 kB each',
        `${sized.map((route) => `${route.name} ${kilobytes(route.gzip)}`).join(', ')}; worst ${worst.name}`,
        yes(sized.every((route) => route.gzip <= 60 * 1024)),
      ],
    ],
    details: [
      ...(home === undefined
        ? []
        : [
            `  3c. home settled, signed out: ${kilobytes(home.homeGzip)} gzipped in ${home.homeScripts.length} files`,
            ...scriptSizes(home.homeScripts).map((script) => `        ${new URL(script.url).pathname}  ${kilobytes(script.raw)} raw, ${kilobytes(script.gzip)} gzipped`),
          ]),
      ...sized.flatMap((route) => [
      `  3b. ${route.name}${route.signedIn ? ' (key login)' : ''}: ${kilobytes(route.gzip)} gzipped in ${route.sizes.length} files (home had loaded ${kilobytes(route.homeGzip)} before${route.signedIn ? ', signed in' : ''})`,
      ...route.sizes.map((script) => `        ${new URL(script.url).pathname}  ${kilobytes(script.raw)} raw, ${kilobytes(script.gzip)} gzipped`),
      ]),
    ],
  };
}

/** Row 3d: the city picker's data chunk, gzipped, read from the build. */
function cityListSection(results: BenchResults): Section {
  const { cityList } = results;
  if (!cityList) return none;
  return {
    rows: [['3d', 'city list chunk (virtual:carstr-city-list, loaded when a city picker opens), gzipped, as built', '≤ 300 kB', `${kilobytes(cityList.gzip)} (${kilobytes(cityList.raw)} raw)`, yes(cityList.gzip <= 300 * 1024)]],
    details: [`  3d. ${cityList.file}: ${kilobytes(cityList.raw)} raw, ${kilobytes(cityList.gzip)} gzipped (${cityList.gzip} bytes)`],
  };
}

/** The p-th percentile (nearest rank) of `values`. */
function percentile(values: readonly number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Rows 4: 10 000 listings in the local cache, 1 100 on the relay: scrolled to the end and searched. */
function scaleSection(results: BenchResults): Section {
  const { scale } = results;
  if (!scale) return none;
  const domRatio = scale.nodesAt1000 / scale.nodesJustWindowed;
  // Event Timing reports only keystrokes of 16 ms or more: the others count as under 16 ms (0 here).
  const durations = [...scale.keystrokeDurations, ...Array.from({ length: Math.max(0, scale.keystrokes - scale.keystrokeDurations.length) }, () => 0)];
  const p95 = percentile(durations, 95);
  const countP95 = percentile(scale.resultsUpdateMs, 95);
  const { memory } = scale;
  const setup = `${scale.cacheSeeded} in the local cache, ${scale.relayListings} on the relay; signed in with ${TRUST_MUTES} mutes (one seller's ${scale.mutedOnRelay} cars on the relay) and ${TRUST_FOLLOWS} follows who follow the sellers`;
  return {
    rows: [
      ['4a', `grid DOM nodes scrolled to the end / at 201–300 (windowed beyond 200); ${setup}`, '≤ 1.2× (flat)', `${scale.nodesAt1000} / ${scale.nodesJustWindowed} = ${domRatio.toFixed(2)}× (${scale.loaded} loaded in ${scale.pagedRequests} pages with until)`, yes(domRatio <= 1.2 && scale.loaded >= scale.relayListings - scale.mutedOnRelay)],
      ['4b', `search keystroke input → next paint (Event Timing), p95 of ${scale.keystrokes} keystrokes`, '≤ 50 ms', `${p95 < 16 ? '< 16 ms' : ms(p95)} (slowest ${scale.keystrokeDurations.length > 0 ? ms(Math.max(...scale.keystrokeDurations)) : '< 16 ms'})`, yes(p95 <= 50)],
      ['4c', `search keystroke → updated result count painted, p95 of the ${scale.resultsUpdateMs.length} keystrokes whose search it showed`, '≤ 50 ms', scale.resultsUpdateMs.length > 0 ? ms(countP95) : 'n/a', yes(scale.resultsUpdateMs.length > 0 && countP95 <= 50)],
      ['4d', 'memory of the tab after scrolling to the end: renderer process private memory (RssAnon + swap); JS heap', '≤ 150 MB', `${megabytes(memory.rendererBytes)}; JS heap ${megabytes(memory.jsHeapUsedBytes)} used of ${megabytes(memory.jsHeapTotalBytes)}`, yes(memory.rendererBytes > 0 && memory.rendererBytes <= 150 * 1024 * 1024)],
    ],
    details: [
      `  4. local cache: ${scale.cacheSeeded} records seeded (the app's own format), ${scale.cacheAfter} after the visit (the app keeps at most 2 000, and drops what the relay's pages no longer return)`,
      `     scrolled through ${scale.loaded} listings in ${scale.scrollSeconds.toFixed(1)} s`,
      `     trust-signal REQs of the visit (all relays): ${Object.entries(scale.trustRequests).map(([name, count]) => `${name} ${count}`).join(', ') || 'none'}`,
      `     keystroke interactions ≥ 16 ms (of ${scale.keystrokes}): [${scale.keystrokeDurations.map((value) => value.toFixed(0)).join(', ')}]`,
      `     keystroke → updated result count painted: ${scale.resultsUpdateMs.length > 0 ? describeTimes(scale.resultsUpdateMs) : 'n/a'}`,
      `     memory: renderer ${megabytes(memory.rendererBytes)}, JS heap ${megabytes(memory.jsHeapUsedBytes)} / ${megabytes(memory.jsHeapTotalBytes)}, ${memory.domNodes} DOM nodes, ${memory.jsEventListeners} JS event listeners`,
      ...(memory.afterCollection === undefined
        ? []
        : [`     after a forced garbage collection: renderer ${megabytes(memory.afterCollection.rendererBytes)}, JS heap ${megabytes(memory.afterCollection.jsHeapUsedBytes)}, ${memory.afterCollection.domNodes} DOM nodes`]),
    ],
  };
}

/** Rows 5 and 6: signature checks and REQs for home → listing → back. */
function navigationSection(results: BenchResults): Section {
  const { navigation } = results;
  if (!navigation) return none;
  const { verification } = navigation;
  const warmSignatures = results.warm === undefined ? Number.NaN : Math.max(...results.warm.map((run) => run.statsAtFirstCard?.verification.signatures ?? Number.NaN));
  const warmNote = Number.isNaN(warmSignatures) ? '' : `; 0 before a warm paint: ${warmSignatures === 0 ? 'yes' : String(warmSignatures)}`;
  const repeats = repeatedRequests(navigation);
  return {
    rows: [
      ['5', 'signature checks, home → listing → back', '≤ 1 per event', `${verification.signatures} for ${navigation.eventsReceived} distinct events (${verification.inWorker} in the worker, ${verification.memoHits} memo hits${warmNote})`, yes(verification.signatures <= navigation.eventsReceived)],
      ['6', 'REQs, home → listing → back', 'one per query per relay', `${navigation.requests.length} REQs, ${repeats.length} repeated`, yes(repeats.length === 0)],
    ],
    details: [
      `  5. verification counters: ${JSON.stringify(verification)}`,
      `  6. REQs:`,
      ...navigation.requests.map((request) => `       ${request.label}${request.until === undefined ? '' : ` until ${request.until}`}`),
      ...repeats.map((repeat) => `     repeated: ${repeat}`),
    ],
  };
}

/** Median run of `runs` by performance score. */
const medianRun = (runs: readonly LighthouseResult[]) => runs.toSorted((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

/** The accessibility audits that failed in any of `runs`, each once. */
const failedOf = (runs: readonly LighthouseResult[]) => [...new Set(runs.flatMap((run) => run.failedAccessibilityAudits))];

/** Rows 7a and 7b: Lighthouse mobile performance and accessibility on home, detail, profile, messages and my listings. */
function lighthouseSection(results: BenchResults): Section {
  const pages = (results.lighthouse ?? []).filter((page) => page.runs.length > 0);
  if (pages.length === 0) return none;
  const names = pages.map((page) => page.name).join(' / ');
  const performance = pages.map((page) => ({ score: median(page.runs.map((run) => run.score)), runs: page.runs.map((run) => run.score) }));
  const accessibility = pages.map((page) => ({ score: Math.min(...page.runs.map((run) => run.accessibility)), failed: failedOf(page.runs) }));
  const signedIn = pages.filter((page) => page.signedIn).map((page) => page.name);
  const signedInNote = signedIn.length === 0 ? '' : `; ${signedIn.join(' and ')} signed in with a key login`;
  return {
    rows: [
      ['7a', `Lighthouse 12 performance, mobile: ${names} (median${signedInNote})`, '≥ 95 each', performance.map((page) => `${page.score} (runs: ${page.runs.join(', ')})`).join(' / '), yes(performance.every((page) => page.score >= 95))],
      ['7b', `Lighthouse 12 accessibility: ${names} (lowest run)`, '100 each', accessibility.map((page) => `${page.score}${page.failed.length > 0 ? ` (failing: ${page.failed.join(', ')})` : ''}`).join(' / '), yes(accessibility.every((page) => page.score === 100))],
    ],
    details: pages.flatMap((page) => [
      `  7. ${page.name}${page.signedIn ? ' (key login)' : ''}: Lighthouse metrics (median run): ${JSON.stringify(medianRun(page.runs)?.metrics)}`,
      `     LCP phases (each run): ${page.runs.map((run) => JSON.stringify(run.lcpPhases)).join(' ')}`,
      `     accessibility audits failing: ${failedOf(page.runs).join(', ') || 'none'}`,
    ]),
  };
}

/** Prints the figures of the sections that ran as a table (docs/performance.md keeps the last full one) and the details behind each. */
export function report(results: BenchResults): string {
  const sections = [coldSection(results), coldNoPhotoSection(results), detailSection(results), warmSection(results), routesSection(results), cityListSection(results), scaleSection(results), networkSearchSection(results.search), navigationSection(results), lighthouseSection(results)];
  const rows = [...sections.flatMap((section) => section.rows), ...photoRows(results), ...messageRows(results)].toSorted((a, b) => rowOrder(a[0]) - rowOrder(b[0]));
  const lines = [
    '',
    `Carstr bench: Chromium headless, embedded relay (demo seed), ${results.runs} runs per timing`,
    '',
    '| # | figure | target | result | met |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    'Details',
    ...sections.flatMap((section) => section.details),
    ...messageDetails(results),
    '',
  ];
  return lines.join('\n');
}

/** Row numbers ('1', '4a', '10') in table order. */
function rowOrder(id: string | undefined): number {
  const match = /^(\d+)([a-z]?)$/.exec(id ?? '');
  if (!match) return Number.POSITIVE_INFINITY;
  return Number(match[1]) * 100 + (match[2] === '' || match[2] === undefined ? 0 : match[2].charCodeAt(0) - 96);
}
