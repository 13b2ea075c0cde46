import { describe, expect, it, vi } from 'vitest';

import type { EventTemplate, NostrEvent } from '@/nostr/event';
import type { OwnListRead } from '@/nostr/own-list-read';
import type { ListRead, SelfCipher } from '@/nostr/self-encrypted';

import { ListNotWritableError, type AccountAccess, type ListAdapter } from './list-store-types';
import { PrivateListStore } from './private-list-store';

type Edit = { add: string } | { remove: string };

/** A list of strings stored as the JSON content of an event; 'BAD' content is unreadable. */
function adapter(local: { value: string[] }): ListAdapter<string[], Edit> {
  return {
    empty: [],
    apply: (value, edits) =>
      edits.reduce((list, edit) => ('add' in edit ? (list.includes(edit.add) ? list : [...list, edit.add]) : list.filter((item) => item !== edit.remove)), value),
    loadLocal: () => local.value,
    saveLocal: (value) => {
      local.value = value;
    },
    read: async (event): Promise<ListRead<string[]>> => {
      if (!event) return { status: 'ok', value: [] };
      return event.content === 'BAD' ? { status: 'unreadable' } : { status: 'ok', value: JSON.parse(event.content) as string[] };
    },
    template: async (previous, value, _cipher, now) => ({ kind: 1, tags: [], content: JSON.stringify(value), created_at: Math.max(now, (previous?.created_at ?? 0) + 1) }),
  };
}

/** A read that heard from every relay. */
function complete(event: NostrEvent | null): OwnListRead {
  return event === null ? { state: 'none' } : { state: 'found', event };
}

const cipher: SelfCipher = { encrypt: async (text) => text, decrypt: async (text) => text };

/** An account whose "relays" hold `events`, newest last; `publish` appends. */
function account(initial: string | null) {
  const events: NostrEvent[] = initial === null ? [] : [{ id: '0', pubkey: 'p', sig: '', kind: 1, tags: [], created_at: 1, content: initial }];
  const publish = vi.fn(async (template: EventTemplate): Promise<NostrEvent> => {
    const event = { ...template, id: String(events.length), pubkey: 'p', sig: '' };
    events.push(event);
    return event;
  });
  const access: AccountAccess = { pubkey: 'p', cipher: async () => cipher, read: async () => complete(events.at(-1) ?? null), publish };
  return { events, publish, access };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  const handle: { resolve: () => void } = { resolve: () => undefined };
  const promise = new Promise<void>((done) => {
    handle.resolve = done;
  });
  return { promise, resolve: () => handle.resolve() };
}

describe('PrivateListStore', () => {
  it('keeps edits in this browser while signed out', async () => {
    const local = { value: ['a'] };
    const store = new PrivateListStore(adapter(local));
    store.showLocal();
    await store.edit({ add: 'b' });
    await store.edit({ remove: 'a' });
    expect(store.getState()).toMatchObject({ mode: 'local', status: 'ready', value: ['b'] });
    expect(local.value).toEqual(['b']);
  });

  it('replays each edit on the newest version on the relays, keeping what another device added', async () => {
    const store = new PrivateListStore(adapter({ value: [] }));
    const { events, access } = account('["x"]');
    await store.connectAccount(access, false);
    expect(store.getState()).toMatchObject({ mode: 'account', status: 'ready', value: ['x'] });
    // Another device adds 'y' after this page read the list.
    events.push({ ...events[0]!, id: 'other', created_at: 5, content: '["x","y"]' });
    const write = store.edit({ add: 'z' });
    expect(store.getState().value).toEqual(['x', 'z']);
    await write;
    expect(JSON.parse(events.at(-1)!.content)).toEqual(['x', 'y', 'z']);
    expect(events.at(-1)!.created_at).toBeGreaterThan(5);
    expect(store.getState()).toMatchObject({ value: ['x', 'y', 'z'], pending: 0 });
  });

  it('never writes a list it could not read', async () => {
    const store = new PrivateListStore(adapter({ value: [] }));
    const { publish, access } = account('BAD');
    await store.connectAccount(access, false);
    expect(store.getState()).toMatchObject({ status: 'unreadable', value: [] });
    await expect(store.edit({ add: 'a' })).rejects.toBeInstanceOf(ListNotWritableError);
    expect(publish).not.toHaveBeenCalled();
  });

  it('refuses an edit when the list turned unreadable on the relays since it was read', async () => {
    const store = new PrivateListStore(adapter({ value: [] }));
    const { events, publish, access } = account('["x"]');
    await store.connectAccount(access, false);
    events.push({ ...events[0]!, id: 'broken', created_at: 9, content: 'BAD' });
    await expect(store.edit({ add: 'a' })).rejects.toBeInstanceOf(ListNotWritableError);
    expect(publish).not.toHaveBeenCalled();
    expect(store.getState().status).toBe('unreadable');
  });

  it('undoes an edit no relay accepted', async () => {
    const store = new PrivateListStore(adapter({ value: [] }));
    const { access } = account('["x"]');
    await store.connectAccount({ ...access, publish: async () => Promise.reject(new Error('blocked: no')) }, false);
    await expect(store.edit({ add: 'a' })).rejects.toThrow('blocked: no');
    expect(store.getState()).toMatchObject({ status: 'ready', value: ['x'], pending: 0 });
  });

  it('holds edits made while the list loads (even before it starts) until it is read, never in the browser', async () => {
    const local = { value: ['kept-in-browser'] };
    const store = new PrivateListStore(adapter(local));
    store.expectAccount('p');
    const early = store.edit({ add: 'early' });
    const { events, access } = account('["x"]');
    const { promise: gate, resolve: release } = deferred();
    const loading = store.connectAccount({ ...access, read: async () => (await gate, complete(events.at(-1) ?? null)) }, false);
    expect(store.getState().status).toBe('loading');
    // The press made before the read started still says it waits for the list.
    expect(store.getState().waiting).toEqual([{ add: 'early' }]);
    const write = store.edit({ add: 'a' });
    release();
    await loading;
    await Promise.all([early, write]);
    expect(JSON.parse(events.at(-1)!.content)).toEqual(['x', 'early', 'a']);
    expect(local.value).toEqual(['kept-in-browser']);
  });

  it('shows what the answering relays hold while one is silent, and refuses an edit it cannot complete', async () => {
    const store = new PrivateListStore(adapter({ value: [] }));
    const { events, publish, access } = account('["x"]');
    const silent: OwnListRead = { state: 'unknown', event: events[0]!, missing: ['wss://slow.example'] };
    await store.connectAccount({ ...access, read: async () => silent }, false);
    expect(store.getState()).toMatchObject({ status: 'incomplete', value: ['x'] });
    const write = store.edit({ add: 'a' });
    expect(store.getState().waiting).toEqual([{ add: 'a' }]);
    await expect(write).rejects.toMatchObject({ status: 'incomplete' });
    expect(publish).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'incomplete', value: ['x'], pending: 0, waiting: [] });
  });

  it('writes an edit made while a relay was silent once that relay answers, keeping its items', async () => {
    const store = new PrivateListStore(adapter({ value: [] }));
    const { events, access } = account('["x"]');
    // The silent relay holds a newer version with 'slow-item'.
    const slowVersion: NostrEvent = { ...events[0]!, id: 'slow', created_at: 7, content: '["x","slow-item"]' };
    let answered = false;
    const { promise: gate, resolve: release } = deferred();
    const read = async (): Promise<OwnListRead> => {
      if (!answered) return { state: 'unknown', event: events[0]!, missing: ['wss://slow.example'] };
      await gate;
      return { state: 'found', event: slowVersion };
    };
    await store.connectAccount({ ...access, read }, false);
    answered = true;
    const write = store.edit({ add: 'a' });
    expect(store.getState().waiting).toEqual([{ add: 'a' }]);
    release();
    await write;
    expect(JSON.parse(events.at(-1)!.content)).toEqual(['x', 'slow-item', 'a']);
    expect(store.getState()).toMatchObject({ status: 'ready', value: ['x', 'slow-item', 'a'], waiting: [] });
  });
});
