import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { DEMO_LISTINGS } from './seed/demo-listings';
import { seedDemoData, seedDemoMessages } from './seed/seed-demo-data';

interface SeedMarker {
  seededAt: string;
  mediaUrl: string;
  listings: number;
  /** Set once the private-message demo (DM relay lists, a conversation) was seeded; older folders lack it. */
  messages?: number;
  /** The demo photos are realistic 4000×3000 phone photos processed like the app's uploads (`--realistic-photos`). */
  realisticPhotos?: boolean;
}

/** Seeds the demo cars the first time a data folder is used; a marker file records that it happened. */
export async function seedOnce(options: {
  dataDir: string;
  relayUrl: string;
  mediaUrl: string;
  dmRelayUrl?: string;
  realisticPhotos?: boolean;
}): Promise<void> {
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
    if (options.realisticPhotos === true && marker.realisticPhotos !== true) {
      console.warn(`This data folder was seeded with drawn photos; use a new DATA_DIR (or delete ${options.dataDir}) for realistic ones.`);
    }
    // Seeding again would duplicate the comments and messages (regular events), so an older folder is only told.
    if (marker.listings < DEMO_LISTINGS.length) {
      console.info(`The demo now has ${DEMO_LISTINGS.length} cars (this data folder has ${marker.listings}); use a new DATA_DIR (or delete ${options.dataDir}) to see them.`);
    }
    if (marker.messages === undefined) {
      const messages = await seedDemoMessages({ relayUrl: options.relayUrl, ...(options.dmRelayUrl ? { dmRelayUrl: options.dmRelayUrl } : {}) });
      await writeFile(markerPath, JSON.stringify({ ...marker, messages }, null, 2));
      console.info(`Seeded the demo private messages (${messages} gift wraps).`);
    }
    return;
  }
  console.info(options.realisticPhotos ? 'Seeding demo cars with realistic photos (a few minutes)…' : 'Seeding demo cars…');
  const result = await seedDemoData({
    relayUrl: options.relayUrl,
    mediaUrl: options.mediaUrl,
    ...(options.dmRelayUrl ? { dmRelayUrl: options.dmRelayUrl } : {}),
    ...(options.realisticPhotos ? { realisticPhotos: 'all' as const, log: (line: string) => console.info(`  ${line}`) } : {}),
  });
  const next: SeedMarker = {
    seededAt: new Date().toISOString(),
    mediaUrl: options.mediaUrl,
    listings: result.listings,
    messages: result.messages,
    ...(options.realisticPhotos ? { realisticPhotos: true } : {}),
  };
  await writeFile(markerPath, JSON.stringify(next, null, 2));
  console.info(`Seeded ${result.listings} listings, ${result.comments} comments, ${result.profiles} profiles.`);
}
