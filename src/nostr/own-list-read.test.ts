import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import type { NostrEvent } from './event';
import { editableBase, ListNotLoadedError, ownListReadOf } from './own-list-read';
import type { RelayOutcome } from './relay-outcome';

function version(id: string, createdAt: number, kind = KIND.bookmarkList): NostrEvent {
  return { id, pubkey: 'a'.repeat(64), created_at: createdAt, kind, tags: [], content: '', sig: '' };
}

const answered = (relay: string): RelayOutcome => ({ relay, status: 'answered', received: 0, oldest: undefined });
const failed = (relay: string): RelayOutcome => ({ relay, status: 'failed', reason: 'Timed out' });

describe('ownListReadOf', () => {
  it('is found only when every relay answered', () => {
    const event = version('1', 5);
    expect(ownListReadOf([answered('wss://a'), answered('wss://b')], event)).toEqual({ state: 'found', event });
  });

  it('is none only when every relay answered without a version', () => {
    expect(ownListReadOf([answered('wss://a'), answered('wss://b')], null)).toEqual({ state: 'none' });
  });

  it('is unknown when a relay failed, timed out or needs a login, even when another relay had a version', () => {
    const event = version('1', 5);
    expect(ownListReadOf([answered('wss://a'), failed('wss://slow')], event)).toEqual({ state: 'unknown', event, missing: ['wss://slow'] });
    expect(ownListReadOf([answered('wss://a'), { relay: 'wss://paid', status: 'needs-login', reason: 'auth-required: x' }], null)).toEqual({
      state: 'unknown',
      event: null,
      missing: ['wss://paid'],
    });
  });

  it('leaves out a relay that could not be connected to at all, unless no relay answered', () => {
    const gone: RelayOutcome = { relay: 'wss://gone', status: 'failed', reason: 'Could not connect', refused: true };
    expect(ownListReadOf([answered('wss://a'), gone], null)).toEqual({ state: 'none' });
    expect(ownListReadOf([gone], null)).toEqual({ state: 'unknown', event: null, missing: ['wss://gone'] });
    // Still connecting when its time ran out: it may hold the list.
    const hanging: RelayOutcome = { relay: 'wss://hanging', status: 'failed', reason: 'Could not connect' };
    expect(ownListReadOf([answered('wss://a'), hanging], null)).toEqual({ state: 'unknown', event: null, missing: ['wss://hanging'] });
  });

  it('is unknown when no relay was asked', () => {
    expect(ownListReadOf([], null)).toEqual({ state: 'unknown', event: null, missing: [] });
  });
});

describe('editableBase', () => {
  it('edits from found or none, never from unknown', () => {
    const event = version('1', 5);
    expect(editableBase({ state: 'found', event })).toBe(event);
    expect(editableBase({ state: 'none' })).toBeNull();
    expect(editableBase({ state: 'unknown', event, missing: ['wss://x'] })).toBeUndefined();
  });
});

describe('ListNotLoadedError', () => {
  it('says which relays were silent and that nothing changed', () => {
    expect(new ListNotLoadedError('Your profile', ['wss://slow.example/']).message).toBe(
      'Your profile could not be loaded from all your relays (no answer from slow.example), so nothing was changed. Try again in a moment.',
    );
  });
});
