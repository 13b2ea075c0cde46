import { finalizeEvent, nip59, type NostrEvent } from 'nostr-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { startRelay, type RelayHandle } from '../relay/start-relay';
import { nowSeconds, TestClient } from '../testing/test-relay';
import { demoListingId } from './build-demo-events';
import { DEMO_INBOX_OWNER } from './demo-messages';
import { DEMO_LISTINGS } from './demo-listings';
import { DEMO_PEOPLE, demoPublicKey, demoSecretKey } from './demo-people';
import { seedDemoMessages } from './seed-demo-data';

describe('the demo private messages', () => {
  let relay: RelayHandle;
  const now = nowSeconds();
  let wrapCount = 0;

  beforeAll(async () => {
    relay = await startRelay({ logLevel: 'silent' });
    wrapCount = await seedDemoMessages({ relayUrl: relay.url, dmRelayUrl: 'ws://127.0.0.1:7777', now });
  });
  afterAll(() => relay?.close());

  it('gives every demo person a kind 10050 list naming the relay the app reaches', async () => {
    const client = await TestClient.connect(relay.url);
    const lists = await client.fetch({ kinds: [KIND.dmRelayList], authors: DEMO_PEOPLE.map((person) => demoPublicKey(person.id)) });
    expect(lists).toHaveLength(DEMO_PEOPLE.length);
    for (const list of lists) expect(list.tags).toEqual([['relay', 'ws://127.0.0.1:7777']]);
    await client.close();
  });

  it('gives the demo seller a conversation about their XC90 that only they (and Lena) can read', async () => {
    const owner = demoPublicKey(DEMO_INBOX_OWNER);
    const client = await TestClient.connect(relay.url);
    const refused = await client.query('before-auth', { kinds: [KIND.giftWrap], '#p': [owner] });
    expect(refused.closed).toMatch(/^auth-required: /);
    const [, challenge] = (await client.waitFor((message) => message[0] === 'AUTH')) as ['AUTH', string];
    const auth = finalizeEvent({ kind: 22242, content: '', created_at: nowSeconds(), tags: [['relay', relay.url], ['challenge', challenge]] }, demoSecretKey(DEMO_INBOX_OWNER));
    client.send(['AUTH', auth]);
    await client.waitFor((message) => message[0] === 'OK' && message[1] === auth.id);

    const wraps: NostrEvent[] = await client.fetch({ kinds: [KIND.giftWrap], '#p': [owner] });
    expect(wraps).toHaveLength(wrapCount / 2);
    // Unwrapped by nostr-tools, an independent NIP-59 implementation.
    const rumors = wraps.map((wrap) => nip59.unwrapEvent(wrap, demoSecretKey(DEMO_INBOX_OWNER))).toSorted((a, b) => a.created_at - b.created_at);
    const lena = demoPublicKey('commenter-1');
    expect(rumors.map((rumor) => rumor.pubkey)).toEqual([lena, owner, lena, owner, lena]);
    expect(rumors.every((rumor) => rumor.kind === KIND.chatMessage && rumor.created_at <= now)).toBe(true);
    const xc90 = DEMO_LISTINGS.find((listing) => listing.key === 'volvo-xc90-2021')!;
    const first = rumors[0]!;
    expect(first.tags).toContainEqual(['subject', xc90.title]);
    expect(first.tags).toContainEqual(['a', `${KIND.listing}:${owner}:${demoListingId(xc90)}`, 'ws://127.0.0.1:7777']);
    expect(first.content).toMatch(/nostr:naddr1/);
    await client.close();
  });
});
