import { NLogin } from '@nostrify/react/login';
import { waitFor } from '@testing-library/react';
import { finalizeEvent, nip17, nip19, nip59 } from 'nostr-tools';
import { describe, expect, inject, it } from 'vitest';

import { newKeys, nowSeconds, publishEvents, queryEvents, signEvent, startTestRelay, TestClient } from '@testing/test-relay';
import { KIND, STORAGE_KEYS } from '@/config/constants';
import { renderAppHook } from '@/test/render-screen';

import { NO_DM_RELAYS } from './send-errors';
import { useEnsureDmRelays } from './useEnsureDmRelays';
import { useConversations } from './useConversations';
import { useSendMessage } from './useSendMessage';
import { useThread } from './useThread';

/** Stores a key login before the providers mount, as a returning user would have. */
function logIn(keys: ReturnType<typeof newKeys>): void {
  localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([NLogin.fromNsec(nip19.nsecEncode(keys.secretKey))]));
}

async function withDmRelays(keys: ReturnType<typeof newKeys>): Promise<void> {
  await publishEvents(inject('relayUrl'), [signEvent(keys, { kind: KIND.dmRelayList, tags: [['relay', inject('relayUrl')]] })]);
}

describe('messages hooks against the embedded relay', () => {
  it("creates the signed-in user's DM relay list once, from the chosen relay", async () => {
    const me = newKeys();
    logIn(me);
    const { result } = renderAppHook(() => [useEnsureDmRelays(), useEnsureDmRelays()] as const);
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', created: true, relays: [inject('relayUrl')] }));
    expect(result.current[1].created).toBe(true);
    const lists = await queryEvents(inject('relayUrl'), { kinds: [KIND.dmRelayList], authors: [me.pubkey] });
    expect(lists).toHaveLength(1);
    expect(lists[0]?.tags).toEqual([['relay', inject('relayUrl')]]);
  });

  it('does not create a list for someone who has one', async () => {
    const me = newKeys();
    await withDmRelays(me);
    logIn(me);
    const { result } = renderAppHook(() => useEnsureDmRelays());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', created: false, relays: [inject('relayUrl')] }));
    expect(await queryEvents(inject('relayUrl'), { kinds: [KIND.dmRelayList], authors: [me.pubkey] })).toHaveLength(1);
  });

  it("refuses to message someone without a DM relay list, with the seller's message", async () => {
    const [me, seller] = [newKeys(), newKeys()];
    await withDmRelays(me);
    logIn(me);
    const { result } = renderAppHook(() => useSendMessage(seller.pubkey));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    await expect(result.current.send('Hello?')).rejects.toThrow(NO_DM_RELAYS);
  });

  it('sends a wrap the seller reads with nostr-tools, shows it at once, and shows the reply live', async () => {
    const [me, seller] = [newKeys(), newKeys()];
    await withDmRelays(me);
    await withDmRelays(seller);
    logIn(me);
    const { result } = renderAppHook(() => ({ send: useSendMessage(seller.pubkey), thread: useThread(seller.pubkey), inbox: useConversations() }));
    await waitFor(() => expect(result.current.send.status).toBe('idle'));
    const address = `${KIND.listing}:${seller.pubkey}:car-1`;
    const report = await result.current.send.send('Is it still for sale?', { address, relay: inject('relayUrl'), title: '2019 Camry' });
    expect(report.recipient).toEqual([{ relay: inject('relayUrl'), ok: true }]);
    expect(report.self).toEqual([{ relay: inject('relayUrl'), ok: true }]);
    await waitFor(() => expect(result.current.thread.messages.map((message) => [message.mine, message.subject])).toEqual([[true, '2019 Camry']]));

    const [wrap] = await queryEventsAs(seller);
    const rumor = nip59.unwrapEvent(wrap!, seller.secretKey);
    expect(rumor.pubkey).toBe(me.pubkey);
    expect(rumor.content.startsWith('Is it still for sale?\n\nnostr:naddr1')).toBe(true);
    expect(rumor.tags).toEqual([['p', seller.pubkey], ['subject', '2019 Camry'], ['a', address, inject('relayUrl')]]);

    // The seller answers from another app; it arrives without reloading and counts as unread until read.
    await publishEvents(inject('relayUrl'), [nip17.wrapEvent(seller.secretKey, { publicKey: me.pubkey }, 'Yes, come Saturday.')]);
    await waitFor(() => expect(result.current.thread.messages.at(-1)?.content).toBe('Yes, come Saturday.'), { timeout: 15_000 });
    expect(result.current.inbox.unreadTotal).toBe(1);
    result.current.thread.markRead();
    await waitFor(() => expect(result.current.inbox.unreadTotal).toBe(0));
  });
});

describe('a sender without a DM relay list', () => {
  it('gets one from a read of every own relay before the message goes, and the own copy goes only there', async () => {
    const [me, seller] = [newKeys(), newKeys()];
    await withDmRelays(seller);
    logIn(me);
    const { result } = renderAppHook(() => useSendMessage(seller.pubkey));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    const report = await result.current.send('Does it have winter tyres?');
    expect(report.self).toEqual([{ relay: inject('relayUrl'), ok: true }]);
    const [list] = await queryEvents(inject('relayUrl'), { kinds: [KIND.dmRelayList], authors: [me.pubkey] });
    expect(list?.tags).toEqual([['relay', inject('relayUrl')]]);
    const [copy] = await queryEventsAs(me);
    expect(nip59.unwrapEvent(copy!, me.secretKey).content).toBe('Does it have winter tyres?');
  });
});

describe('a message no relay of the recipient accepts', () => {
  it('fails without storing the sender\'s own copy, so the thread never shows it as sent', async () => {
    const [me, seller] = [newKeys(), newKeys()];
    await withDmRelays(me);
    const closed = await startTestRelay();
    const unreachable = closed.url;
    await closed.close();
    await publishEvents(inject('relayUrl'), [signEvent(seller, { kind: KIND.dmRelayList, tags: [['relay', unreachable]] })]);
    logIn(me);
    const { result } = renderAppHook(() => ({ send: useSendMessage(seller.pubkey), thread: useThread(seller.pubkey) }));
    await waitFor(() => expect(result.current.send.status).toBe('idle'));
    await expect(result.current.send.send('Still available?')).rejects.toThrow(/^Your message could not be delivered/);
    expect(result.current.thread.messages).toEqual([]);
    expect(await queryEventsAs(me)).toEqual([]);
  });
});

/** The seller's gift wraps as the seller reads them (NIP-42 AUTH on a plain socket). */
async function queryEventsAs(keys: ReturnType<typeof newKeys>) {
  const client = await TestClient.connect(inject('relayUrl'));
  try {
    const refused = await client.query('auth-first', { kinds: [KIND.giftWrap], '#p': [keys.pubkey] });
    expect(refused.closed).toMatch(/^auth-required:/);
    const [, challenge] = (await client.waitFor((message) => message[0] === 'AUTH')) as ['AUTH', string];
    const auth = finalizeEvent({ kind: 22242, content: '', created_at: nowSeconds(), tags: [['relay', inject('relayUrl')], ['challenge', challenge]] }, keys.secretKey);
    client.send(['AUTH', auth]);
    await client.waitFor((message) => message[0] === 'OK' && message[1] === auth.id);
    return await client.fetch({ kinds: [KIND.giftWrap], '#p': [keys.pubkey] });
  } finally {
    await client.close();
  }
}
