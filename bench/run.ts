/**
 * `npm run bench`: issue 16's figures (and those of issues 7, 14 and 17) in one run. Everything runs locally:
 * the embedded relay seeded with the demo cars, the media server, a second relay for the scale figures, delaying
 * proxies, a production build served gzipped, Debian Chromium and Lighthouse, all started and stopped here.
 * Timings are medians of BENCH_RUNS runs (default 5); LIGHTHOUSE_RUNS Lighthouse runs (default 3).
 * BENCH_ONLY=cold,detail,… runs only those sections (bench/sections.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nip19 } from 'nostr-tools';
import { chromium } from 'playwright-core';

import { buildApp } from '../dev/build-app';
import { chromiumArgs } from '../dev/chromium-flags';
import { startMediaServer } from '../dev/media/start-media-server';
import { startRelay } from '../dev/relay/start-relay';
import { DEMO_INBOX_OWNER } from '../dev/seed/demo-messages';
import { demoPublicKey, demoSecretKey } from '../dev/seed/demo-people';
import { seedDemoData } from '../dev/seed/seed-demo-data';
import { startStaticServer } from '../dev/static-server';
import { startDelayingProxy } from '../dev/testing/slow-relays';
import { newKeys } from '../dev/testing/test-keys';
import { signedListing } from '../dev/testing/listing-fixtures';
import { CAR_TAGS_QUERY } from '../src/config/car-options';
import { KIND, LISTING_GRID_LIMIT } from '../src/config/constants';
import { MY_LISTINGS_PATH } from '../src/config/seller';
import { barePageHtml } from './bare-page';
import { buildBaseline } from './baseline';
import { measureCityListChunk } from './city-list-chunk';
import { bareDetailHtml, detailTarget, measureDetail, naddrOf, type DetailRun } from './detail-page';
import { measureFirstCard, type FirstCardRun } from './first-card';
import { keyLoginEntry } from './key-login';
import { measureHomeImages, measureResize } from './photos';
import { runLighthouse, type LighthousePage } from './lighthouse';
import { report, type BenchResults } from './report';
import { measureMessageThread } from './messages';
import { measureNavigation } from './requests';
import { measureNetworkSearch, startPlainCopy } from './network-search';
import { measureScale } from './scale';
import { queryRelay } from './relay-query';
import { measureRouteScripts } from './routes';
import { cachedDbPath, readAllListings, startRelayWith, startScaleRelay } from './scale-seed';
import { selectedSections } from './sections';
import { trustUser } from './trust-lists';
import { measureWarmTrustVisits } from './warm-trust-visit';
import { measureWarmVisits } from './warm-visit';

/** The browser tests' flags (dev/chromium-flags.ts): quiet, offline-safe, no per-window omnibox renderer. */
const CHROMIUM_ARGS = chromiumArgs();
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RELAY_DELAY_MS = 1_000;
/** Issue 16's cold visits: every HTTP response, WebSocket handshake and relay message 100 ms late (HTTP/1.1). */
const FAR_HOST_DELAY_MS = 100;
/** Issue 16's scale: 10 000 listings in the local cache, 1 100 on the relay (the newest of the same set). */
const SCALE_LISTINGS = 10_000;
const SCALE_RELAY_LISTINGS = 1_100;
/**
 * The grid's REQ (docs/product.md §7), as `listingGridFilter()` in src/nostr/listing-req-filters.ts builds it. Rebuilt from the
 * config here because tsx does not resolve the app's `@/` import alias.
 */
const GRID_FILTER = { kinds: [KIND.listing], '#t': [...CAR_TAGS_QUERY], limit: LISTING_GRID_LIMIT };

const log = (line: string) => console.info(line);

/**
 * Rows 7a/7b's pages: home, the newest demo car's detail page (its share link), the profile of the demo seller
 * who has listings and the demo conversation (seller-1, `/<npub>`), and, signed in as that seller with a key
 * login (its demo key is public, dev/seed/demo-people.ts), messages and My Listings.
 */
function lighthousePages(detailPath: string): { name: string; path: string; signedIn: boolean }[] {
  const seller = DEMO_INBOX_OWNER;
  return [
    { name: 'home', path: '/', signedIn: false },
    { name: 'detail', path: detailPath, signedIn: false },
    { name: 'profile', path: `/${nip19.npubEncode(demoPublicKey(seller))}`, signedIn: false },
    { name: 'messages', path: '/messages', signedIn: true },
    { name: 'my listings', path: MY_LISTINGS_PATH, signedIn: true },
  ];
}

/** The demo seller's key login, as the app stores it in localStorage. */
const sellerLogin = (): [string, string][] => [keyLoginEntry(demoSecretKey(DEMO_INBOX_OWNER))];

/** Row 1c's newest listing: no photo, sold, 'Price on request', a second newer than any demo car. */
function noPhotoListing() {
  return signedListing(newKeys(), {
    title: '2009 Saab 9-3 Aero, no photos yet',
    price: null,
    status: 'sold',
    year: '2009',
    mileage: '187000',
    location: 'Trollhättan',
    createdAt: Math.floor(Date.now() / 1000) + 1,
  });
}

async function main(): Promise<void> {
  const only = selectedSections(process.env.BENCH_ONLY);
  log(`sections: ${[...only].join(', ')}`);
  const workDir = await mkdtemp(join(tmpdir(), 'carstr-bench-'));
  const closers: (() => Promise<unknown>)[] = [() => rm(workDir, { recursive: true, force: true })];
  try {
    const relay = await startRelay({ port: 0, dbPath: ':memory:', logLevel: 'silent' });
    closers.push(() => relay.close());
    const media = await startMediaServer({ port: 0, dir: join(workDir, 'blobs'), logLevel: 'silent' });
    closers.push(() => media.close());
    log('seeding the demo cars with realistic cover photos (4000×3000 phone JPEGs, processed as the app uploads them)...');
    const seeded = await seedDemoData({ relayUrl: relay.url, mediaUrl: media.url, realisticPhotos: 'covers' });
    log(`seeded ${seeded.listings} listings, ${seeded.profiles} profiles, ${seeded.comments} comments`);
    const slowRelay = await startDelayingProxy(relay.url, { fromRelayMs: RELAY_DELAY_MS });
    closers.push(() => slowRelay.close());
    const farRelay = await startDelayingProxy(relay.url, { fromRelayMs: FAR_HOST_DELAY_MS, handshakeMs: FAR_HOST_DELAY_MS });
    closers.push(() => farRelay.close());

    // The grid's listings, newest first: the detail page's figures open the newest demo car with a photo by its
    // share link (naddr with relay hints); row 1c puts the same cars on a relay of their own, under a newest
    // listing without a photo, sold, with 'Price on request' (a card of the other shape, every part a slot).
    const gridEvents = (await queryRelay(relay.url, GRID_FILTER)).toSorted((a, b) => b.created_at - a.created_at);
    const noPhotoRelay = await startRelayWith([...gridEvents, noPhotoListing()]);
    closers.push(() => noPhotoRelay.close());
    const farNoPhotoRelay = await startDelayingProxy(noPhotoRelay.url, { fromRelayMs: FAR_HOST_DELAY_MS, handshakeMs: FAR_HOST_DELAY_MS });
    closers.push(() => farNoPhotoRelay.close());

    const outDir = join(workDir, 'app');
    // One read relay: a visit whose stored config names a relay (cold visits through the far relay, warm
    // visits through the slow one, the 10 000-listing relay) reads only that relay, not the presets as well.
    await buildApp({ relayUrl: relay.url, mediaUrl: media.url, maxReadRelays: 1 }, outDir);
    await writeFile(join(outDir, 'bare.html'), barePageHtml(farRelay.url, GRID_FILTER));
    await writeFile(join(outDir, 'bare-no-photo.html'), barePageHtml(farNoPhotoRelay.url, GRID_FILTER));
    const farDetail = detailTarget(gridEvents, [farRelay.url]);
    const localDetail = detailTarget(gridEvents, [relay.url]);
    await writeFile(join(outDir, 'bare-detail.html'), bareDetailHtml(farRelay.url, farDetail.filter));
    const web = await startStaticServer({ root: outDir, port: 0, gzip: true });
    closers.push(() => web.close());
    const farWeb = await startStaticServer({ root: outDir, port: 0, gzip: true, delayMs: FAR_HOST_DELAY_MS });
    closers.push(() => farWeb.close());
    // BENCH_BASELINE=<git revision>: that revision's build is timed too, alternating with this one (baseline.ts).
    let farBaseline: { rev: string; url: string } | undefined;
    const baselineRevision = process.env.BENCH_BASELINE?.trim();
    if (baselineRevision) {
      log(`building the baseline ${baselineRevision} to compare the cold visits with...`);
      const baseline = await buildBaseline(baselineRevision, { relayUrl: relay.url, mediaUrl: media.url, maxReadRelays: 1 }, workDir);
      closers.push(() => baseline.close());
      const server = await startStaticServer({ root: baseline.dir, port: 0, gzip: true, delayMs: FAR_HOST_DELAY_MS });
      closers.push(() => server.close());
      farBaseline = { rev: baseline.rev, url: server.url };
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    closers.push(() => browser.close());

    const results: BenchResults = { runs: RUNS, relayDelayMs: RELAY_DELAY_MS, farHostDelayMs: FAR_HOST_DELAY_MS };
    if (only.has('cold')) {
      log(`1, 3. cold visits (app and bare page, alternating; ${FAR_HOST_DELAY_MS} ms per response, handshake and relay message)...`);
      const app: FirstCardRun[] = [];
      const bare: FirstCardRun[] = [];
      const baseline: FirstCardRun[] = [];
      // Alternate the pages so machine noise (other jobs on a shared box) hits them alike.
      for (let run = 0; run < RUNS; run += 1) {
        bare.push(await measureFirstCard(browser, `${farWeb.url}/bare.html`));
        app.push(await measureFirstCard(browser, `${farWeb.url}/`, { relayUrl: farRelay.url }));
        if (farBaseline) baseline.push(await measureFirstCard(browser, `${farBaseline.url}/`, { relayUrl: farRelay.url }));
      }
      results.cold = { app, bare, ...(farBaseline ? { baseline: { rev: farBaseline.rev, runs: baseline } } : {}) };
      log('1c. the same, the newest listing without a photo (sold, price on request)...');
      const noPhoto: FirstCardRun[] = [];
      const noPhotoBare: FirstCardRun[] = [];
      const noPhotoBaseline: FirstCardRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        noPhotoBare.push(await measureFirstCard(browser, `${farWeb.url}/bare-no-photo.html`));
        noPhoto.push(await measureFirstCard(browser, `${farWeb.url}/`, { relayUrl: farNoPhotoRelay.url }));
        if (farBaseline) noPhotoBaseline.push(await measureFirstCard(browser, `${farBaseline.url}/`, { relayUrl: farNoPhotoRelay.url }));
      }
      results.coldNoPhoto = { app: noPhoto, bare: noPhotoBare, ...(farBaseline ? { baseline: { rev: farBaseline.rev, runs: noPhotoBaseline } } : {}) };
    }
    if (only.has('detail')) {
      log(`1b. cold detail page by its share link (app and bare page, alternating; ${FAR_HOST_DELAY_MS} ms per response, handshake and relay message)...`);
      const app: DetailRun[] = [];
      const bare: DetailRun[] = [];
      const baseline: DetailRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        bare.push(await measureDetail(browser, `${farWeb.url}/bare-detail.html`, farDetail.title));
        app.push(await measureDetail(browser, `${farWeb.url}${farDetail.path}`, farDetail.title, farRelay.url));
        if (farBaseline) baseline.push(await measureDetail(browser, `${farBaseline.url}${farDetail.path}`, farDetail.title, farRelay.url));
      }
      results.detail = { app, bare, title: farDetail.title, ...(farBaseline ? { baseline: { rev: farBaseline.rev, runs: baseline } } : {}) };
    }
    if (only.has('warm')) {
      log('2. warm visits through a relay that answers after 1 s...');
      results.warm = await measureWarmVisits(browser, `${web.url}/`, slowRelay.url, RUNS);
      log("2b. the same, signed in with 1 000 mutes (the newest car's seller among them) and 300 follows...");
      results.warmTrust = await measureWarmTrustVisits(browser, `${web.url}/`, relay.url, slowRelay.url, gridEvents, RUNS);
    }
    if (only.has('routes')) {
      log('3b. JavaScript of each later route on its first visit from a settled home page...');
      const comparePath = `/compare?${new URLSearchParams({ cars: gridEvents.slice(0, 2).map((event) => naddrOf(event, [])).join(',') }).toString()}`;
      results.routes = await measureRouteScripts(browser, `${web.url}/`, relay.url, comparePath);
      log('3d. the city list chunk in the build...');
      results.cityList = await measureCityListChunk(outDir);
    }
    if (only.has('scale')) {
      const scaleRelay = await startScaleRelay(SCALE_LISTINGS, log);
      closers.push(() => scaleRelay.close());
      const cacheEvents = (await readAllListings(scaleRelay.url)).slice(0, SCALE_LISTINGS);
      const relayEvents = cacheEvents.slice(0, SCALE_RELAY_LISTINGS);
      log(`4. scale: ${cacheEvents.length} listings in the local cache, ${relayEvents.length} on the relay; scrolling to the end and typing searches...`);
      // Signed in with the trust signals on (issue 33): a user who mutes one of the sellers and follows 300
      // people who follow the sellers; their lists are on the relay the visit reads.
      const sellers = [...new Set(cacheEvents.map((event) => event.pubkey))];
      const muted = sellers.slice(0, 1);
      const user = trustUser(muted, sellers);
      const smallRelay = await startRelayWith([...relayEvents, ...user.events]);
      closers.push(() => smallRelay.close());
      const mutedOnRelay = relayEvents.filter((event) => muted.includes(event.pubkey)).length;
      results.scale = await measureScale(browser, `${web.url}/`, smallRelay.url, relayEvents.length, cacheEvents, { storage: user.storage, mutedOnRelay });
    }
    if (only.has('search')) {
      // The scale relay again (its database is kept between runs): it announces NIP-50; a copy of it does not.
      const searchRelay = await startScaleRelay(SCALE_LISTINGS, log);
      closers.push(() => searchRelay.close());
      const plainRelay = await startPlainCopy(cachedDbPath(SCALE_LISTINGS), workDir);
      closers.push(() => plainRelay.close());
      log(`10. search: ${SCALE_LISTINGS} listings on two relays (one with NIP-50), typing a search whose one match is thousands down...`);
      results.search = await measureNetworkSearch(browser, `${web.url}/`, { builtWith: relay.url, nip50: searchRelay.url, plain: plainRelay.url }, SCALE_LISTINGS, RUNS);
    }
    if (only.has('nav')) {
      log('5, 6. home → listing → back...');
      results.navigation = await measureNavigation(browser, `${web.url}/`);
    }
    if (only.has('lighthouse')) {
      const pages = lighthousePages(localDetail.path);
      log(`7. Lighthouse (mobile; performance and accessibility): ${pages.map((page) => page.name).join(', ')}...`);
      const lighthouse: LighthousePage[] = pages.map((page) => ({ name: page.name, signedIn: page.signedIn, runs: [] }));
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        for (const [index, page] of pages.entries()) {
          lighthouse[index]?.runs.push(await runLighthouse(`${web.url}${page.path}`, CHROMIUM_PATH, CHROMIUM_ARGS, page.signedIn ? sellerLogin() : []));
        }
      }
      results.lighthouse = lighthouse;
    }
    if (only.has('photos')) {
      log('8. photos: home image bytes and layout shift, the photo worker on a 4000×3000 phone photo...');
      results.photos = { home: await measureHomeImages(browser, `${web.url}/`), resize: await measureResize(browser, web.url, outDir, 3) };
    }
    if (only.has('messages')) {
      log('9. messages: a 500-message conversation opened cold with a key login...');
      results.messages = await measureMessageThread(browser, web.url, relay.url, RUNS);
    }

    console.info(report(results));
  } finally {
    for (const close of closers.toReversed()) await close().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
