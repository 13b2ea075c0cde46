import { describe, expect, it } from 'vitest';

import { applyDmRelayEdits, dmRelayUrls, withDmRelayEdit } from './dm-relay-edits';

describe('DM relay list edits', () => {
  it('reads relay tags only, canonical and distinct, keeping ones this page would not contact', () => {
    const tags = [['relay', 'wss://a.example/'], ['relay', 'WSS://A.example'], ['r', 'wss://b.example'], ['relay', 'ws://localhost:7777'], ['relay', 42], 'junk'];
    expect(dmRelayUrls({ tags: tags as unknown as string[][] })).toEqual(['wss://a.example', 'ws://localhost:7777']);
    expect(dmRelayUrls(null)).toEqual([]);
  });

  it('replays adds and removes on a newer list', () => {
    const edits = withDmRelayEdit(withDmRelayEdit([], { type: 'add', url: 'wss://c.example' }), { type: 'remove', url: 'wss://a.example' });
    expect(applyDmRelayEdits(['wss://a.example', 'wss://b.example'], edits)).toEqual(['wss://b.example', 'wss://c.example']);
    expect(applyDmRelayEdits(['wss://c.example'], [{ type: 'add', url: 'wss://c.example/' }])).toEqual(['wss://c.example']);
  });

  it('a later edit of the same relay replaces the earlier one', () => {
    const edits = withDmRelayEdit([{ type: 'add', url: 'wss://c.example' }], { type: 'remove', url: 'wss://c.example/' });
    expect(edits).toEqual([{ type: 'remove', url: 'wss://c.example' }]);
  });
});
