import { describe, expect, it } from 'vitest';

import type { ListState } from '@/features/private-lists/public';
import type { MuteEdit, MuteEntry } from '@/nostr/mute-list';

import { mutesOfState } from './mute-store-follow';
import type { MuteValue } from './mute-store';

const ME = 'a'.repeat(64);
const CACHED = 'b'.repeat(64);
const READ = 'c'.repeat(64);

function state(status: ListState<MuteValue>['status'], privateTags: string[][], mode: 'local' | 'account' = 'account'): ListState<MuteValue, MuteEdit> {
  return { mode, status, value: { items: { publicTags: [], privateTags }, format: 'nip44' }, pending: 0, waiting: [] };
}

const cached: MuteEntry[] = [{ type: 'pubkey', value: CACHED, private: true }];
const values = (entries: MuteEntry[] | undefined) => entries?.map((entry) => entry.value);

describe('mutesOfState', () => {
  it('is the list once every relay answered (an unmute made elsewhere ends the cached mute)', () => {
    expect(values(mutesOfState(state('ready', [['p', READ]]), ME, cached))).toEqual([READ]);
    expect(values(mutesOfState(state('ready', []), ME, cached))).toEqual([]);
  });

  it('keeps the cached mutes while the list loads, or a relay is silent, or the list does not decrypt', () => {
    expect(values(mutesOfState(state('loading', []), ME, cached))).toEqual([CACHED]);
    expect(values(mutesOfState(state('incomplete', [['p', READ]]), ME, cached))).toEqual([READ, CACHED]);
    expect(values(mutesOfState(state('unreadable', []), ME, cached))).toEqual([CACHED]);
    expect(values(mutesOfState(state('failed', []), ME, cached))).toEqual([CACHED]);
  });

  it("says nothing while the store is still on the signed-out list (the cache's mutes stay)", () => {
    expect(mutesOfState(state('ready', [], 'local'), ME, cached)).toBeUndefined();
  });
});
