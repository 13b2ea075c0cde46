import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { createServer } from 'vite';

import { appEnv, buildApp } from './build-app';
import { securityHeadersFor } from './csp';
import { startMediaServer } from './media/start-media-server';
import { startRelay } from './relay/start-relay';
import { seedOnce } from './seed-once';
import { startStaticServer } from './static-server';

/**
 * `npm start`: relay + media server + demo data + the built app. `npm run dev`: the same with Vite's dev
 * server. Ports come from PORT, RELAY_PORT and MEDIA_PORT; data lives in .data/ and survives restarts.
 */
const devMode = process.argv.includes('--dev');
/** `npm start -- --realistic-photos`: seed a new data folder with 4000×3000 phone photos (README). */
const realisticPhotos = process.argv.includes('--realistic-photos') || process.env.REALISTIC_PHOTOS === '1';
const host = process.env.HOST ?? '127.0.0.1';
// The address browsers use to reach the servers; a wildcard bind address is not one.
const publicHost = process.env.PUBLIC_HOST ?? (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
const port = Number(process.env.PORT ?? 8080);
const relayPort = Number(process.env.RELAY_PORT ?? 7777);
const mediaPort = Number(process.env.MEDIA_PORT ?? 3300);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

async function main() {
  await mkdir(dataDir, { recursive: true });
  const relay = await startRelay({ port: relayPort, host, dbPath: resolve(dataDir, 'relay.sqlite'), logLevel: 'info' });
  // Silent: the seed uploads ~120 photos and would drown the useful lines.
  const media = await startMediaServer({
    port: mediaPort,
    host,
    dir: resolve(dataDir, 'blobs'),
    publicUrl: `http://${publicHost}:${mediaPort}`,
    logLevel: 'silent',
  });
  const closers: (() => Promise<void>)[] = [() => media.close(), () => relay.close()];

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping…');
    for (const close of closers) await close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  // The demo people's DM relay lists name the relay as the app reaches it.
  await seedOnce({ dataDir, relayUrl: relay.url, mediaUrl: media.url, dmRelayUrl: `ws://${publicHost}:${relay.port}`, realisticPhotos });

  const endpoints = { relayUrl: `ws://${publicHost}:${relay.port}`, mediaUrl: media.url };
  let appUrl: string;
  if (devMode) {
    Object.assign(process.env, appEnv(endpoints));
    const vite = await createServer({ server: { port, host, strictPort: true } });
    await vite.listen();
    closers.unshift(() => vite.close());
    appUrl = `http://${publicHost}:${port}`;
  } else {
    const outDir = resolve(dataDir, 'app');
    console.info('Building the app…');
    await buildApp(endpoints, outDir);
    const web = await startStaticServer({ root: outDir, port, host, headers: securityHeadersFor(await readFile(join(outDir, 'index.html'), 'utf8')) });
    closers.unshift(() => web.close());
    appUrl = `http://${publicHost}:${web.port}`;
  }

  console.info(`\nCarstr is running.`);
  console.info(`  App:          ${appUrl}`);
  console.info(`  Relay:        ${endpoints.relayUrl}`);
  console.info(`  Media server: ${media.url}`);
  console.info('Press Ctrl-C to stop.\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
