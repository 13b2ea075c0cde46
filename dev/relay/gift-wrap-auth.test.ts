import { finalizeEvent, nip17, type NostrEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../../src/config/constants';

import { newKeys, nowSeconds, signEvent, subscriptionId, useTestRelay, type TestClient, type TestKeys } from '../testing/test-relay';

const fixture = useTestRelay();

const ids = (events: readonly NostrEvent[]) => events.map((event) => event.id);
const AUTH_REQUIRED = expect.stringMatching(/^auth-required: /);

/** Waits for the relay's challenge, answers it as `keys` and returns the relay's OK verdict. */
async function authenticate(client: TestClient, keys: TestKeys, tweak: { challenge?: string; relay?: string; created_at?: number } = {}): Promise<[boolean, string]> {
  const [, challenge] = (await client.waitFor((message) => message[0] === 'AUTH')) as ['AUTH', string];
  const event = finalizeEvent(
    { kind: 22242, content: '', created_at: tweak.created_at ?? nowSeconds(), tags: [['relay', tweak.relay ?? fixture.relay.url], ['challenge', tweak.challenge ?? challenge]] },
    keys.secretKey,
  );
  const verdict = client.waitFor((message) => message[0] === 'OK' && message[1] === event.id);
  client.send(['AUTH', event]);
  const [, , accepted, reason] = (await verdict) as ['OK', string, boolean, string];
  return [accepted, reason];
}

/** Sends a COUNT and returns the relay's answer to it: ['COUNT', { count }] or ['CLOSED', reason]. */
async function count(client: TestClient, ...filters: object[]): Promise<[string, unknown]> {
  const sub = subscriptionId('count');
  client.send(['COUNT', sub, ...filters]);
  const [type, , answer] = (await client.waitFor((message) => (message[0] === 'COUNT' || message[0] === 'CLOSED') && message[1] === sub)) as [string, string, unknown];
  return [type, answer];
}

/** Asks for gift wraps and expects the auth-required refusal (which also brings the challenge). */
async function expectRefused(client: TestClient, pubkey: string): Promise<void> {
  const { events, closed } = await client.query(subscriptionId('dm'), { kinds: [KIND.giftWrap], '#p': [pubkey] });
  expect(events).toEqual([]);
  expect(closed).toMatch(/^auth-required: /);
}

describe('NIP-42 AUTH for gift wraps (kind 1059)', () => {
  it('serves wraps only to the authenticated key they are p-tagged to', async () => {
    const [alice, bob, eve] = [newKeys(), newKeys(), newKeys()];
    const toBob: NostrEvent = nip17.wrapEvent(alice.secretKey, { publicKey: bob.pubkey }, 'Is the Camry still for sale?');
    const toAlice: NostrEvent = nip17.wrapEvent(alice.secretKey, { publicKey: alice.pubkey }, 'Is the Camry still for sale?');
    const writer = await fixture.connect();
    // Anyone may deliver a wrap: its author is a one-time key.
    expect(await writer.publish(toBob)).toEqual({ accepted: true, reason: '' });
    expect((await writer.publish(toAlice)).accepted).toBe(true);

    // Unauthenticated: refused with auth-required, for a #p filter and for kind 1059 without one.
    const stranger = await fixture.connect();
    await expectRefused(stranger, bob.pubkey);
    const { closed } = await stranger.query(subscriptionId('dm'), { kinds: [KIND.giftWrap] });
    expect(closed).toMatch(/^auth-required: /);
    // Asking by id or author, without naming the kind, returns nothing either.
    expect(await stranger.fetch({ ids: [toBob.id, toAlice.id] })).toEqual([]);
    expect(await stranger.fetch({ authors: [toBob.pubkey] })).toEqual([]);
    // Nor counted (the next test covers COUNT in full).
    expect(await count(stranger, { kinds: [KIND.giftWrap], '#p': [bob.pubkey] })).toEqual(['CLOSED', expect.stringMatching(/^auth-required: /)]);

    // Bob authenticates and gets exactly his wrap.
    const bobClient = await fixture.connect();
    await expectRefused(bobClient, bob.pubkey);
    expect(await authenticate(bobClient, bob)).toEqual([true, '']);
    expect(ids(await bobClient.fetch({ kinds: [KIND.giftWrap], '#p': [bob.pubkey] }))).toEqual([toBob.id]);
    expect(ids(await bobClient.fetch({ kinds: [KIND.giftWrap] }))).toEqual([toBob.id]);

    // Eve, a third key, authenticates and gets none of Bob's or Alice's wraps, whatever she asks: naming
    // their keys is refused (she has not proved them), asking without #p or by id returns nothing.
    const eveClient = await fixture.connect();
    await expectRefused(eveClient, bob.pubkey);
    expect(await authenticate(eveClient, eve)).toEqual([true, '']);
    expect(await eveClient.query(subscriptionId('dm'), { kinds: [KIND.giftWrap], '#p': [bob.pubkey, alice.pubkey] })).toEqual({ events: [], closed: expect.stringMatching(/^auth-required: /) });
    expect(await eveClient.fetch({ kinds: [KIND.giftWrap], '#p': [eve.pubkey] })).toEqual([]);
    expect(await eveClient.fetch({ kinds: [KIND.giftWrap] })).toEqual([]);
    expect(await eveClient.fetch({ ids: [toBob.id, toAlice.id] })).toEqual([]);

    // Live: a new wrap for Bob reaches Bob's open subscription, not Eve's nor the stranger's.
    const bobSub = subscriptionId('live');
    const eveSub = subscriptionId('live');
    const strangerSub = subscriptionId('live');
    await bobClient.query(bobSub, { kinds: [KIND.giftWrap], '#p': [bob.pubkey] });
    await eveClient.query(eveSub, { kinds: [KIND.giftWrap] });
    // Without naming the kind, a #p subscription is allowed, and gets no wraps.
    expect((await stranger.query(strangerSub, { '#p': [bob.pubkey] })).events).toEqual([]);
    const later = nip17.wrapEvent(alice.secretKey, { publicKey: bob.pubkey }, 'Still there?');
    expect((await writer.publish(later)).accepted).toBe(true);
    const [, , live] = (await bobClient.waitFor((message) => message[0] === 'EVENT' && message[1] === bobSub)) as ['EVENT', string, NostrEvent];
    expect(live.id).toBe(later.id);
    await eveClient.settle();
    await stranger.settle();
    expect(eveClient.eventsFor(eveSub)).toEqual([]);
    expect(stranger.eventsFor(strangerSub)).toEqual([]);
    expect(nip17.unwrapEvent(live, bob.secretKey).content).toBe('Still there?');

    // Other kinds are served as before to everyone.
    const note = signEvent(alice, { content: 'public note' });
    await writer.publish(note);
    expect(ids(await stranger.fetch({ ids: [note.id] }))).toEqual([note.id]);
  });

  it('counts gift wraps (NIP-45) only for their authenticated recipient, never telling anyone else how many or when', async () => {
    const [alice, bob, eve] = [newKeys(), newKeys(), newKeys()];
    const wraps: NostrEvent[] = [nip17.wrapEvent(alice.secretKey, { publicKey: bob.pubkey }, 'First'), nip17.wrapEvent(alice.secretKey, { publicKey: bob.pubkey }, 'Second')];
    // Dated a second ahead: wraps are dated up to two days back from now (NIP-59), so never as late as this.
    const note = signEvent(alice, { tags: [['p', bob.pubkey]], content: 'a public mention of Bob', created_at: nowSeconds() + 1 });
    const writer = await fixture.connect();
    for (const event of [...wraps, note]) expect((await writer.publish(event)).accepted).toBe(true);
    const oldest = Math.min(...wraps.map((wrap) => wrap.created_at));
    // Ways of counting Bob's wraps without being Bob besides naming the kind: by #p alone (also in a time
    // window, which would tell when they came), by id, by their one-time authors.
    const probes = [
      { '#p': [bob.pubkey] },
      { '#p': [bob.pubkey], since: oldest, until: oldest },
      { ids: wraps.map((wrap) => wrap.id) },
      { authors: wraps.map((wrap) => wrap.pubkey) },
    ];

    const stranger = await fixture.connect();
    expect(await count(stranger, { kinds: [KIND.giftWrap], '#p': [bob.pubkey] })).toEqual(['CLOSED', AUTH_REQUIRED]);
    expect(await count(stranger, { kinds: [KIND.giftWrap] })).toEqual(['CLOSED', AUTH_REQUIRED]);
    // The refusal brings the challenge, as for a REQ, so a client can authenticate and ask again.
    await stranger.waitFor((message) => message[0] === 'AUTH');
    // Only the public note mentioning Bob is counted.
    const expected = [1, 0, 0, 0];
    for (const [index, probe] of probes.entries()) {
      expect(await count(stranger, probe), JSON.stringify(probe)).toEqual(['COUNT', { count: expected[index] }]);
    }

    // Eve proves her own key: Bob's wraps stay uncounted for her too, and naming Bob's key is refused.
    const eveClient = await fixture.connect();
    await expectRefused(eveClient, eve.pubkey);
    expect(await authenticate(eveClient, eve)).toEqual([true, '']);
    expect(await count(eveClient, { kinds: [KIND.giftWrap], '#p': [bob.pubkey] })).toEqual(['CLOSED', AUTH_REQUIRED]);
    expect(await count(eveClient, { kinds: [KIND.giftWrap] })).toEqual(['COUNT', { count: 0 }]);
    expect(await count(eveClient, { ids: wraps.map((wrap) => wrap.id) })).toEqual(['COUNT', { count: 0 }]);

    // Bob, authenticated, gets his own count.
    const bobClient = await fixture.connect();
    await expectRefused(bobClient, bob.pubkey);
    expect(await authenticate(bobClient, bob)).toEqual([true, '']);
    expect(await count(bobClient, { kinds: [KIND.giftWrap], '#p': [bob.pubkey] })).toEqual(['COUNT', { count: 2 }]);
    expect(await count(bobClient, { ids: wraps.map((wrap) => wrap.id) })).toEqual(['COUNT', { count: 2 }]);
    expect(await count(bobClient, { '#p': [bob.pubkey] })).toEqual(['COUNT', { count: 3 }]);
  });

  it('refuses AUTH events that do not prove the key for this connection', async () => {
    const bob = newKeys();
    const client = await fixture.connect();
    await expectRefused(client, bob.pubkey);
    const [wrongChallenge] = await authenticate(client, bob, { challenge: 'not-the-challenge' });
    expect(wrongChallenge).toBe(false);
    client.send(['REQ', 'again', { kinds: [KIND.giftWrap], '#p': [bob.pubkey] }]);
    // The challenge is sent once per connection; a second refusal has none, so ask the next ones on a new socket.
    const [, , reason] = (await client.waitFor((message) => message[0] === 'CLOSED' && message[1] === 'again')) as ['CLOSED', string, string];
    expect(reason).toMatch(/^auth-required: /);

    for (const tweak of [{ relay: 'ws://elsewhere.example:7777' }, { created_at: nowSeconds() - 3600 }]) {
      const other = await fixture.connect();
      await expectRefused(other, bob.pubkey);
      const [accepted, why] = await authenticate(other, bob, tweak);
      expect(accepted).toBe(false);
      expect(why).toMatch(/^invalid: /);
    }

    const early = await fixture.connect();
    const event = finalizeEvent({ kind: 22242, content: '', created_at: nowSeconds(), tags: [['relay', fixture.relay.url], ['challenge', 'x']] }, bob.secretKey);
    early.send(['AUTH', event]);
    const [, , accepted, why] = (await early.waitFor((message) => message[0] === 'OK')) as ['OK', string, boolean, string];
    expect([accepted, why]).toEqual([false, 'invalid: no AUTH challenge was sent on this connection']);
  });
});
