import { describe, expect, it, vi } from 'vitest';

import { KIND } from '@/config/constants';
import type { NostrEvent } from '@/nostr/event';
import type { OwnListRead } from '@/nostr/own-list-read';

import { ensureBlossomServerList } from './ensure-server-list';

const SERVERS = ['https://media.example'];

function deps(pubkey: string, read: OwnListRead) {
  const publish = vi.fn(async () => undefined);
  return { publish, deps: { pubkey, servers: SERVERS, read: async () => read, publish, now: () => 1_700_000_000_000 } };
}

describe('ensureBlossomServerList', () => {
  it('publishes a list only when every relay answered without one', async () => {
    const { publish, deps: none } = deps('a'.repeat(64), { state: 'none' });
    expect(await ensureBlossomServerList(none)).toBe('published');
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('leaves a found list alone', async () => {
    const event = { kind: KIND.blossomServers, pubkey: 'b'.repeat(64) } as NostrEvent;
    const { publish, deps: found } = deps('b'.repeat(64), { state: 'found', event });
    expect(await ensureBlossomServerList(found)).toBe('exists');
    expect(publish).not.toHaveBeenCalled();
  });

  it('publishes nothing while a relay is silent, and asks again on the next upload', async () => {
    const pubkey = 'c'.repeat(64);
    const { publish, deps: unknown } = deps(pubkey, { state: 'unknown', event: null, missing: ['wss://slow.example'] });
    expect(await ensureBlossomServerList(unknown)).toBe('skipped');
    expect(publish).not.toHaveBeenCalled();
    const again = deps(pubkey, { state: 'none' });
    expect(await ensureBlossomServerList(again.deps)).toBe('published');
  });
});
