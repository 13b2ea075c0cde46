/**
 * `npm run bench`: how close the app's first paint of a listing card comes to the physical limit, and how
 * much JavaScript the home route costs. Everything runs locally: the embedded relay seeded with the demo
 * cars, the media server, a production build and Debian Chromium, all started and stopped here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { buildApp } from '../dev/build-app';
import { startMediaServer } from '../dev/media/start-media-server';
import { startRelay } from '../dev/relay/start-relay';
import { seedDemoData } from '../dev/seed/seed-demo-data';
import { startStaticServer } from '../dev/static-server';
import { CAR_TAGS_QUERY } from '../src/config/car-options';
import { KIND, LISTING_GRID_LIMIT } from '../src/config/constants';
import { barePageHtml } from './bare-page';
import { measureFirstCard, type FirstCardRun } from './first-card';
import { describeTimes, kilobytes, median, scriptSizes } from './stats';

/** Same flags as the browser tests (e2e/support/browser.ts): quiet, offline-safe Debian Chromium. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * The grid's REQ (SPEC §7), as `listingGridFilter()` in src/nostr/listing.ts builds it. Rebuilt from the
 * config here because tsx does not resolve the app's `@/` import alias.
 */
const GRID_FILTER = { kinds: [KIND.listing], '#t': [...CAR_TAGS_QUERY], limit: LISTING_GRID_LIMIT };

async function main(): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'carstr-bench-'));
  const closers: (() => Promise<unknown>)[] = [() => rm(workDir, { recursive: true, force: true })];
  try {
    const relay = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
    closers.push(() => relay.close());
    const media = await startMediaServer({ port: 0, dir: join(workDir, 'blobs'), logLevel: 'silent' });
    closers.push(() => media.close());
    const seeded = await seedDemoData({ relayUrl: relay.url, mediaUrl: media.url });
    console.info(`seeded ${seeded.listings} listings, ${seeded.profiles} profiles, ${seeded.comments} comments`);

    const outDir = join(workDir, 'app');
    await buildApp({ relayUrl: relay.url, mediaUrl: media.url }, outDir);
    await writeFile(join(outDir, 'bare.html'), barePageHtml(relay.url, GRID_FILTER));
    const web = await startStaticServer({ root: outDir, port: 0 });
    closers.push(() => web.close());

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    closers.push(() => browser.close());

    const app: FirstCardRun[] = [];
    const bare: FirstCardRun[] = [];
    // Alternate the two pages so machine noise (other jobs on a shared box) hits both alike.
    for (let run = 0; run < RUNS; run += 1) {
      bare.push(await measureFirstCard(browser, `${web.url}/bare.html`));
      app.push(await measureFirstCard(browser, `${web.url}/`));
    }
    report(app, bare);
  } finally {
    for (const close of closers.toReversed()) await close().catch(() => undefined);
  }
}

function report(app: readonly FirstCardRun[], bare: readonly FirstCardRun[]): void {
  const appTimes = app.map((run) => run.firstCardMs);
  const bareTimes = bare.map((run) => run.firstCardMs);
  const scripts = scriptSizes(app[0]?.scripts ?? []);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const lines = [
    '',
    `Carstr bench: Chromium headless, embedded relay with the demo seed, ${RUNS} cold runs each (fresh profile per run)`,
    '',
    'Time to first listing card painted (from navigation start)',
    `  app (home route):            ${describeTimes(appTimes)}`,
    `  bare page (WebSocket + REQ): ${describeTimes(bareTimes)}`,
    `  ratio app / bare (medians):  ${(median(appTimes) / median(bareTimes)).toFixed(2)}×`,
    `  first WebSocket opened at:   app ${median(app.map((run) => run.firstSocketMs)).toFixed(0)} ms, bare ${median(bare.map((run) => run.firstSocketMs)).toFixed(0)} ms (medians; before that the app is loading and starting its JavaScript)`,
    '',
    `JavaScript the home route loaded: ${scripts.length} file(s), ${kilobytes(raw)} raw, ${kilobytes(gzip)} gzipped`,
    ...scripts.map((script) => `  ${new URL(script.url).pathname}  ${kilobytes(script.raw)} raw, ${kilobytes(script.gzip)} gzipped`),
    '',
  ];
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
