import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { seedDemoData, seedDemoMessages } from './seed/seed-demo-data';

interface SeedMarker {
  seededAt: string;
  mediaUrl: string;
  listings: number;
  /** Set once the private-message demo (DM relay lists, a conversation) was seeded; older folders lack it. */
  messages?: number;
}

/** Seeds the demo cars the first time a data folder is used; a marker file records that it happened. */
export async function seedOnce(options: { dataDir: string; relayUrl: string; mediaUrl: string; dmRelayUrl?: string }): Promise<void> {
  const markerPath = join(options.dataDir, 'seeded.json');
  const marker = await readFile(markerPath, 'utf8')
    .then((text) => JSON.parse(text) as SeedMarker)
    .catch(() => undefined);
  if (marker) {
    if (marker.mediaUrl !== options.mediaUrl) {
      console.warn(
        `Demo photos were stored for ${marker.mediaUrl} but the media server is now ${options.mediaUrl}; ` +
          'delete the .data folder to reseed.',
      );
    }
    if (marker.messages === undefined) {
      const messages = await seedDemoMessages({ relayUrl: options.relayUrl, ...(options.dmRelayUrl ? { dmRelayUrl: options.dmRelayUrl } : {}) });
      await writeFile(markerPath, JSON.stringify({ ...marker, messages }, null, 2));
      console.info(`Seeded the demo private messages (${messages} gift wraps).`);
    }
    return;
  }
  console.info('Seeding demo cars…');
  const result = await seedDemoData({ relayUrl: options.relayUrl, mediaUrl: options.mediaUrl, ...(options.dmRelayUrl ? { dmRelayUrl: options.dmRelayUrl } : {}) });
  const next: SeedMarker = { seededAt: new Date().toISOString(), mediaUrl: options.mediaUrl, listings: result.listings, messages: result.messages };
  await writeFile(markerPath, JSON.stringify(next, null, 2));
  console.info(`Seeded ${result.listings} listings, ${result.comments} comments, ${result.profiles} profiles.`);
}
