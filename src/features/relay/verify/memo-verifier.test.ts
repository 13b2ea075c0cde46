import { nip59 } from 'nostr-tools';
import { finalizeEvent, generateSecretKey, getEventHash, getPublicKey, verifyEvent } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';

import { verifyWithMemo } from './memo-verifier';
import { VerifiedMemo, type VerificationCounts } from './verified-memo';

const checks = { verifyEvent, getEventHash };
const fresh = () => ({ memo: new VerifiedMemo(), counts: { signatures: 0, memoHits: 0, rejected: 0 } satisfies VerificationCounts });
/** As a relay sends it: a plain object (nostr-tools marks the events it signs as verified). */
const plain = <T,>(event: T): T => JSON.parse(JSON.stringify(event)) as T;
/** Another valid-looking signature: the last byte changed. */
const broken = (sig: string) => sig.slice(0, -2) + (sig.endsWith('00') ? '01' : '00');

describe('verifyWithMemo', () => {
  it('checks a signed note in full: a wrong signature is dropped, a good one remembered', () => {
    const { memo, counts } = fresh();
    const note = plain(finalizeEvent({ kind: 1, content: 'hi', tags: [], created_at: 1_700_000_000 }, generateSecretKey()));
    expect(verifyWithMemo({ ...note, sig: broken(note.sig) }, checks, memo, counts)).toBe(false);
    expect(verifyWithMemo(note, checks, memo, counts)).toBe(true);
    expect(verifyWithMemo(note, checks, memo, counts)).toBe(true);
    expect(counts).toEqual({ signatures: 2, memoHits: 1, rejected: 1 });
  });

  it("checks only a gift wrap's id: its one-time key's signature proves nothing, a changed content still fails", () => {
    const { memo, counts } = fresh();
    const wrap = plain(nip59.wrapEvent({ kind: KIND.chatMessage, content: 'hello', tags: [], created_at: 1_700_000_000 }, generateSecretKey(), getPublicKey(generateSecretKey())));
    expect(verifyWithMemo(wrap, checks, memo, counts)).toBe(true);
    expect(verifyWithMemo({ ...wrap, sig: broken(wrap.sig) }, checks, memo, counts)).toBe(true);
    expect(verifyWithMemo({ ...wrap, content: wrap.content.slice(1) }, checks, memo, counts)).toBe(false);
    expect(counts).toEqual({ signatures: 0, memoHits: 0, rejected: 1 });
  });
});
