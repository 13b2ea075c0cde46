import type { NostrEvent } from 'nostr-tools/pure';

import { uploadBlob } from '../media/upload-blob';
import { renderAvatarPicture } from './avatar-picture';
import { buildCommentEvents, buildListingEvent, buildProfileEvent } from './build-demo-events';
import { renderCarPicture } from './car-picture';
import { DEMO_THREADS } from './demo-comments';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings';
import { buildDemoConversation, buildDemoDmRelayLists } from './demo-messages';
import { DEMO_PEOPLE, demoSecretKey, type DemoPerson } from './demo-people';
import { PhotoStudio } from './photo-studio';
import { publishEvents } from './publish-events';
import { uploadRealisticPhoto, type SeededPhoto } from './realistic-photo';

/**
 * Fills a relay and a Blossom server with the demo marketplace: profiles with avatars, car listings with
 * generated photos, and comment threads. Keys, listing ids, photos and texts are fixed; only timestamps
 * follow the base time, so a re-run replaces the same listings (addressable events) instead of duplicating.
 */

export interface SeedDemoDataOptions {
  relayUrl: string;
  mediaUrl: string;
  log?: (line: string) => void;
  /** Base time in unix seconds that the demo ages count back from; default now. */
  now?: number;
  /** The relay URL the demo people's DM relay lists (kind 10050) name, as the app reaches it; default relayUrl. */
  dmRelayUrl?: string;
  /**
   * Drawn SVG pictures (default, instant), or realistic photos: 4000×3000 phone JPEGs processed as the app
   * uploads them (JPEG ≤2048 px, WebP thumbnail, imeta) for every photo ('all') or each cover photo ('covers').
   */
  realisticPhotos?: 'covers' | 'all';
}

export interface SeedDemoDataResult {
  listings: number;
  comments: number;
  profiles: number;
  /** Gift wraps of the demo conversation (two per message). */
  messages: number;
}

const SVG_TYPE = 'image/svg+xml';
/** Profiles predate every demo listing, so they look established. */
const PROFILE_AGE_SECONDS = 60 * 24 * 3600;

export async function seedDemoData(options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const log = options.log ?? ((): void => undefined);
  const now = options.now ?? Math.floor(Date.now() / 1000);

  const profileEvents: NostrEvent[] = [];
  for (const person of DEMO_PEOPLE) {
    const avatarUrl = await uploadAvatar(options.mediaUrl, person);
    profileEvents.push(buildProfileEvent(person, avatarUrl, now - PROFILE_AGE_SECONDS));
  }
  log(`uploaded ${profileEvents.length} avatars`);

  const listingEvents = new Map<string, NostrEvent>();
  let photoCount = 0;
  const studio = options.realisticPhotos === undefined ? undefined : await PhotoStudio.open();
  try {
    for (const listing of DEMO_LISTINGS) {
      const photos = await uploadPhotos(options.mediaUrl, listing, studio, options.realisticPhotos === 'all' ? listing.photos : 1);
      photoCount += photos.length;
      const imeta = photos.flatMap((photo) => (photo.imeta === undefined ? [] : [photo.imeta]));
      listingEvents.set(listing.key, buildListingEvent(listing, photos.map((photo) => photo.url), now - listing.ageHours * 3600, imeta));
      if (studio) log(`developed ${listing.key}`);
    }
  } finally {
    await studio?.close();
  }
  log(`uploaded ${photoCount} photos for ${listingEvents.size} listings`);

  const commentEvents = DEMO_THREADS.flatMap((thread) => {
    const listingEvent = listingEvents.get(thread.listing);
    if (!listingEvent) throw new Error(`Comment thread for unknown demo listing ${thread.listing}`);
    return buildCommentEvents(thread, listingEvent);
  });
  const futureComment = commentEvents.find((event) => event.created_at > now);
  if (futureComment) throw new Error(`Demo comment ${futureComment.id} would be dated after the base time`);

  await publishEvents(options.relayUrl, [...profileEvents, ...listingEvents.values(), ...commentEvents], { log });
  log(`published ${profileEvents.length} profiles, ${listingEvents.size} listings, ${commentEvents.length} comments`);

  const messages = await seedDemoMessages(options);
  return { listings: listingEvents.size, comments: commentEvents.length, profiles: profileEvents.length, messages };
}

/**
 * The private-message part of the demo: DM relay lists for everyone and one conversation (demo-messages.ts).
 * Also run on its own for a data folder seeded before messages existed. Returns the number of gift wraps.
 */
export async function seedDemoMessages(options: Pick<SeedDemoDataOptions, 'relayUrl' | 'dmRelayUrl' | 'now' | 'log'>): Promise<number> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const dmRelayUrl = options.dmRelayUrl ?? options.relayUrl;
  const lists = buildDemoDmRelayLists(dmRelayUrl, now - PROFILE_AGE_SECONDS);
  const wraps = await buildDemoConversation(dmRelayUrl, now);
  await publishEvents(options.relayUrl, [...lists, ...wraps], options.log ? { log: options.log } : {});
  options.log?.(`published ${lists.length} DM relay lists and ${wraps.length} gift wraps`);
  return wraps.length;
}

async function uploadAvatar(mediaUrl: string, person: DemoPerson): Promise<string> {
  const svg = renderAvatarPicture({ initials: person.initials, color: person.color, seed: person.id });
  const descriptor = await uploadBlob(mediaUrl, demoSecretKey(person.id), encode(svg), SVG_TYPE, `${person.name}.svg`);
  return descriptor.url;
}

/**
 * Each listing's photos are uploaded by its seller, as the app would do: drawn pictures in parallel per
 * listing; with a studio, the first `realistic` of them as realistic photos (one after another: each takes
 * the browser a second or so).
 */
async function uploadPhotos(mediaUrl: string, listing: DemoListing, studio: PhotoStudio | undefined, realistic: number): Promise<SeededPhoto[]> {
  const indexes = Array.from({ length: listing.photos }, (_, index) => index);
  const secretKey = demoSecretKey(listing.seller);
  const svgOf = (photoIndex: number) =>
    renderCarPicture({
      make: listing.make,
      model: listing.model,
      year: listing.year,
      bodyType: listing.bodyType,
      paint: listing.paint,
      photoIndex,
      photoCount: listing.photos,
      seed: listing.key,
    });
  const photos: SeededPhoto[] = [];
  for (const photoIndex of indexes.slice(0, studio ? realistic : 0)) {
    photos.push(await uploadRealisticPhoto(mediaUrl, secretKey, studio!, svgOf(photoIndex), `${listing.key}-${photoIndex + 1}`, listing.title, photoIndex, listing.photos));
  }
  const drawn = await Promise.all(
    indexes.slice(photos.length).map(async (photoIndex) => {
      const filename = `${listing.key}-${photoIndex + 1}.svg`;
      return { url: (await uploadBlob(mediaUrl, secretKey, encode(svgOf(photoIndex)), SVG_TYPE, filename)).url };
    }),
  );
  return [...photos, ...drawn];
}

function encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
