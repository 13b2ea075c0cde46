import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { INBOX_BOOT_REQUEST, messagesBootRequests, threadPeerOf, watchInbox } from './boot-lookups';

const me = 'a'.repeat(64);
const peer = 'b'.repeat(64);
const LOCAL = { allowLocal: true };

describe('messages boot lookups', () => {
  it("reads the other person of a conversation's address, and nothing else", () => {
    expect(threadPeerOf(`/messages/${nip19.npubEncode(peer)}`)).toBe(peer);
    expect(threadPeerOf(`/messages/${nip19.npubEncode(peer).toUpperCase()}`)).toBe(peer);
    expect(threadPeerOf('/messages')).toBeUndefined();
    expect(threadPeerOf('/messages/')).toBeUndefined();
    expect(threadPeerOf('/messages/npub1notakey')).toBeUndefined();
    expect(threadPeerOf(`/messages/${nip19.noteEncode(peer)}`)).toBeUndefined();
    expect(threadPeerOf(`/messages/${nip19.npubEncode(peer)}/extra`)).toBeUndefined();
  });

  it("asks what the page asks first, with the app's filters: the account's lists, and on a conversation the other person's", () => {
    expect(messagesBootRequests(me, '/messages')).toEqual([
      { id: 'boot-own-relays', filters: [{ kinds: [KIND.relayList], authors: [me], limit: 1 }] },
      { id: 'boot-own-dm-relays', filters: [{ kinds: [KIND.dmRelayList], authors: [me], limit: 1 }] },
    ]);
    const thread = messagesBootRequests(me, `/messages/${nip19.npubEncode(peer)}`);
    expect(thread.map((request) => request.filters)).toEqual([
      [{ kinds: [KIND.relayList], authors: [me], limit: 1 }],
      [{ kinds: [KIND.dmRelayList], authors: [me], limit: 1 }],
      [{ kinds: [KIND.dmRelayList], authors: [peer], limit: 1 }],
      [{ kinds: [KIND.profile], authors: [peer], limit: 1 }],
      [{ kinds: [KIND.relayList], authors: [peer], limit: 1 }],
    ]);
    expect(new Set(thread.map((request) => request.id)).size).toBe(thread.length);
    // A conversation with oneself (notes to self) asks for the account's lists once.
    expect(messagesBootRequests(me, `/messages/${nip19.npubEncode(me)}`)).toHaveLength(2);
  });

  it("sends the inbox's subscription to the relays of the account's own DM relay list, once, then hands its wraps to the worker", () => {
    const sent: [string, unknown][] = [];
    const preopened: unknown[] = [];
    const watch = watchInbox(me, (url, request) => (sent.push([url, request]), true), (wrap) => preopened.push(wrap), LOCAL);
    const list = { kind: KIND.dmRelayList, pubkey: me, tags: [['relay', 'ws://127.0.0.1:7000'], ['relay', 'wss://dm.example/'], ['relay', 'javascript:alert(1)'], ['p', peer]] };
    // Another REQ's answer, someone else's list, another kind, junk: looked past.
    expect(watch('boot-own-relays', list)).toBe(true);
    expect(watch('boot-own-dm-relays', { ...list, pubkey: peer })).toBe(true);
    expect(watch('boot-own-dm-relays', { ...list, kind: KIND.relayList })).toBe(true);
    expect(watch('boot-own-dm-relays', null)).toBe(true);
    expect(watch('boot-own-dm-relays', { kind: KIND.dmRelayList, pubkey: me, tags: 'relay' })).toBe(true);
    expect(sent).toEqual([]);
    // The list: each usable relay once, in its canonical spelling; a second answer (another relay) is not followed.
    expect(watch('boot-own-dm-relays', list)).toBe(true);
    expect(watch('boot-own-dm-relays', { ...list, tags: [['relay', 'wss://other.example']] })).toBe(true);
    const request = { id: INBOX_BOOT_REQUEST, filters: [{ kinds: [KIND.giftWrap], '#p': [me] }] };
    expect(sent).toEqual([
      ['ws://127.0.0.1:7000', request],
      ['wss://dm.example', request],
    ]);
    // The wraps that subscription brings go to the worker as they come, unread here.
    const wrap = { kind: KIND.giftWrap, id: 'c'.repeat(64) };
    expect(watch(INBOX_BOOT_REQUEST, wrap)).toBe(true);
    expect(watch(INBOX_BOOT_REQUEST, 'junk')).toBe(true);
    expect(preopened).toEqual([wrap, 'junk']);
  });

  it('never names a local relay on a public page', () => {
    const sent: string[] = [];
    const watch = watchInbox(me, (url) => (sent.push(url), true), () => undefined, { allowLocal: false });
    watch('boot-own-dm-relays', { kind: KIND.dmRelayList, pubkey: me, tags: [['relay', 'ws://127.0.0.1:7000'], ['relay', 'wss://dm.example']] });
    expect(sent).toEqual(['wss://dm.example']);
  });
});
