import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { verifyEvent, type NostrEvent } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { CAR_TAGS_VALID } from '../../src/config/car-options';
import { startMediaServer, type MediaServerHandle } from '../media/start-media-server';
import { startRelay, type RelayHandle } from '../relay/start-relay';
import { queryRelay } from './relay-query';
import { seedDemoData, type SeedDemoDataResult } from './seed-demo-data';

const tagValue = (event: NostrEvent, name: string): string | undefined => event.tags.find(([tag]) => tag === name)?.[1];
const tagsNamed = (event: NostrEvent, name: string): string[][] => event.tags.filter(([tag]) => tag === name);
const coordinateOf = (event: NostrEvent): string => `${KIND.listing}:${event.pubkey}:${tagValue(event, 'd')}`;
const hasMonthlyPrice = (event: NostrEvent): boolean =>
  tagsNamed(event, 'price').some((tag) => tag.length === 4 && tag[3] === 'month');
const oldest = (events: NostrEvent[]): number => Math.min(...events.map((event) => event.created_at));

/** docs/product.md §5 "Listing validity", written out independently of the app's parser. */
function isValidListing(event: NostrEvent): boolean {
  const carTags: readonly string[] = CAR_TAGS_VALID;
  return (
    event.kind === KIND.listing &&
    Boolean(tagValue(event, 'd')) &&
    Boolean(tagValue(event, 'title')) &&
    tagsNamed(event, 't').some(([, value]) => carTags.includes((value ?? '').toLowerCase()))
  );
}

describe('seedDemoData against the embedded relay and media server', () => {
  let relay: RelayHandle;
  let media: MediaServerHandle;
  let blobDir: string;
  let result: SeedDemoDataResult;
  let listings: NostrEvent[];
  const seedTime = Math.floor(Date.now() / 1000);
  const log: string[] = [];

  beforeAll(async () => {
    blobDir = await mkdtemp(join(tmpdir(), 'carstr-seed-test-'));
    relay = await startRelay({ dbPath: ':memory:', logLevel: 'silent' });
    media = await startMediaServer({ dir: blobDir, logLevel: 'silent' });
    result = await seedDemoData({
      relayUrl: relay.url,
      mediaUrl: media.url,
      now: seedTime,
      log: (line) => log.push(line),
    });
    listings = await queryRelay(relay.url, { kinds: [KIND.listing], '#t': ['car'], limit: 100 });
  });

  afterAll(async () => {
    await media?.close();
    await relay?.close();
    if (blobDir) await rm(blobDir, { recursive: true, force: true });
  });

  it('reports what it published and logs progress', () => {
    expect(result.listings).toBeGreaterThanOrEqual(24);
    expect(result.profiles).toBeGreaterThanOrEqual(6);
    expect(result.comments).toBeGreaterThanOrEqual(10);
    expect(log.some((line) => line.startsWith('published'))).toBe(true);
  });

  it('publishes at least 24 listings that are all valid per docs/product.md §5, with distinct ids', () => {
    expect(listings.length).toBe(result.listings);
    expect(listings.length).toBeGreaterThanOrEqual(24);
    for (const event of listings) {
      expect(isValidListing(event), tagValue(event, 'title')).toBe(true);
      expect(verifyEvent(event)).toBe(true);
      expect(event.created_at).toBeLessThanOrEqual(seedTime);
      expect(tagValue(event, 'd')).toMatch(/^car-\d{13}-[0-9a-z]{9}$/);
    }
    expect(new Set(listings.map((event) => tagValue(event, 'd'))).size).toBe(listings.length);
  });

  it('covers the sold, price-on-request and recurring-price cases', () => {
    expect(listings.some((event) => tagValue(event, 'status') === 'sold')).toBe(true);
    expect(listings.some((event) => tagsNamed(event, 'price').length === 0)).toBe(true);
    expect(listings.some(hasMonthlyPrice)).toBe(true);
  });

  it('signs listings by at least 4 sellers who all have a kind-0 profile with an avatar', async () => {
    const sellers = [...new Set(listings.map((event) => event.pubkey))];
    expect(sellers.length).toBeGreaterThanOrEqual(4);
    const profiles = await queryRelay(relay.url, { kinds: [KIND.profile], authors: sellers });
    expect(new Set(profiles.map((event) => event.pubkey))).toEqual(new Set(sellers));
    for (const profile of profiles) {
      const metadata: { name?: unknown; picture?: unknown } = JSON.parse(profile.content);
      expect(typeof metadata.name).toBe('string');
      expect(String(metadata.picture)).toMatch(new RegExp(`^${media.url}/[0-9a-f]{64}\\.svg$`));
      expect((await fetch(String(metadata.picture))).headers.get('Content-Type')).toBe('image/svg+xml');
    }
  });

  it('serves every listing photo from the media server, content-addressed', async () => {
    const urls = listings.flatMap((event) => tagsNamed(event, 'image').map(([, url]) => url ?? ''));
    expect(urls.length).toBeGreaterThanOrEqual(listings.length);
    for (const event of listings) {
      const count = tagsNamed(event, 'image').length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(6);
    }
    for (const url of new Set(urls)) {
      const match = new RegExp(`^${media.url}/([0-9a-f]{64})\\.svg$`).exec(url);
      expect(match, url).not.toBeNull();
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^image\//);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(match?.[1]);
    }
  });

  it('publishes NIP-22 comment threads with nested replies on at least 4 listings', async () => {
    const coordinates = listings.map(coordinateOf);
    const comments = await queryRelay(relay.url, { kinds: [KIND.comment], '#A': coordinates });
    expect(comments.length).toBe(result.comments);
    expect(new Set(comments.map((event) => tagValue(event, 'A'))).size).toBeGreaterThanOrEqual(4);

    const byId = new Map(comments.map((event) => [event.id, event]));
    const depthOf = (event: NostrEvent): number => {
      const parent = tagValue(event, 'k') === String(KIND.comment) ? byId.get(tagValue(event, 'e') ?? '') : undefined;
      return parent ? depthOf(parent) + 1 : 1;
    };
    for (const comment of comments) {
      expect(tagValue(comment, 'K')).toBe(String(KIND.listing));
      const listing = listings.find((event) => coordinateOf(event) === tagValue(comment, 'A'));
      expect(tagValue(comment, 'P')).toBe(listing?.pubkey);
      if (tagValue(comment, 'k') === String(KIND.listing)) {
        expect(tagValue(comment, 'a')).toBe(tagValue(comment, 'A'));
        expect(tagValue(comment, 'p')).toBe(tagValue(comment, 'P'));
      } else {
        const parent = byId.get(tagValue(comment, 'e') ?? '');
        expect(parent, 'a reply points at a published comment').toBeDefined();
        expect(tagValue(comment, 'p')).toBe(parent?.pubkey);
        expect(comment.created_at).toBeGreaterThan(parent?.created_at ?? Infinity);
      }
    }
    expect(Math.max(...comments.map(depthOf))).toBeGreaterThanOrEqual(3);
    expect(comments.some((event) => /https:\/\/\S+/.test(event.content) && /#\w+/.test(event.content))).toBe(true);
  });

  it('replaces rather than duplicates the listings when seeded again', async () => {
    await seedDemoData({ relayUrl: relay.url, mediaUrl: media.url, now: seedTime + 60 });
    const again = await queryRelay(relay.url, { kinds: [KIND.listing], '#t': ['car'], limit: 100 });
    expect(again.length).toBe(listings.length);
    expect(oldest(again)).toBeGreaterThan(oldest(listings));
    // A whole second seed: every demo photo uploaded, signed and checked again, far more work than any other test here.
  }, 90_000);
});
