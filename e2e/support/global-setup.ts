import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { buildApp } from '../../dev/build-app';
import { securityHeadersFor } from '../../dev/csp';
import { startMediaServer } from '../../dev/media/start-media-server';
import { startTestRelay } from '@testing/test-relay';
import { startStaticServer } from '../../dev/static-server';
import { chromiumArgs, CHROMIUM_PATH } from './browser-launch';

/**
 * One relay, one media server, one production build and one Chromium for the whole browser run. Tests that
 * need their own data publish it with fresh keys, so they don't see each other's events unless they look for
 * them; each test file connects to the Chromium and each test gets a fresh context (browser.ts), so nothing
 * in the browser is shared but the process: launching one per file cost ~1.5 s of two busy cores each time.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'carstr-e2e-'));
  const closers: (() => Promise<void>)[] = [];
  try {
    const relay = await startTestRelay();
    closers.push(() => relay.close());
    const media = await startMediaServer({ port: 0, dir: join(workDir, 'blobs'), logLevel: 'silent' });
    closers.push(() => media.close());
    const outDir = join(workDir, 'app');
    // Signed out, the app reads only the relay a test chose (readFrom): a fault relay's test must not be
    // rescued by the shared relay. Reading several relays is tested signed in, with a NIP-65 list.
    await buildApp({ relayUrl: relay.url, mediaUrl: media.url, maxReadRelays: 1 }, outDir);
    const web = await startStaticServer({ root: outDir, port: 0, headers: securityHeadersFor(await readFile(join(outDir, 'index.html'), 'utf8')) });
    closers.push(() => web.close());
    const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(), timeout: 60_000 });
    closers.push(() => browser.close());
    project.provide('e2e', { appUrl: web.url, relayUrl: relay.url, mediaUrl: media.url, workDir, browserWsEndpoint: browser.wsEndpoint() });
  } catch (error) {
    for (const close of closers.toReversed()) await close().catch(() => {});
    throw error;
  }
  return async () => {
    for (const close of closers.toReversed()) await close().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  };
}
