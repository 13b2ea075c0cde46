import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { fakeEvent } from '@testing/events';

import { EventStore } from './event-store';
import { muteEntries, type MuteEntry } from './mute-list';
import { foldedWords, muteRuleOf, muteWordProblem } from './mute-rule';

const SELLER = 'b'.repeat(64);
const MUTED = 'c'.repeat(64);
const THREAD = 'e'.repeat(64);

function listing(tags: string[][], content = '', pubkey = SELLER) {
  return fakeEvent({ kind: KIND.listing, pubkey, tags: [['d', 'car'], ...tags], content });
}

const entries: MuteEntry[] = [
  { type: 'pubkey', value: MUTED, private: true },
  { type: 'hashtag', value: 'scam', private: false },
  { type: 'thread', value: THREAD, private: true },
  { type: 'word', value: 'western union', private: true },
  { type: 'word', value: 'cafe', private: false },
];

describe('foldedWords', () => {
  it('folds accents and case and splits at anything not a letter or digit', () => {
    expect(foldedWords('Café-Racer, ÉTAT neuf! 2019')).toEqual(['cafe', 'racer', 'etat', 'neuf', '2019']);
    expect(foldedWords('Straße')).toEqual(['straße']);
    expect(foldedWords('—')).toEqual([]);
  });
});

describe('muteWordProblem', () => {
  it('takes a word or a phrase of up to 8 words, and says why anything else cannot be muted', () => {
    expect(muteWordProblem('  Western Union ')).toBeUndefined();
    expect(muteWordProblem('one two three four five six seven eight')).toBeUndefined();
    expect(muteWordProblem('   ')).toBe('Type a word or phrase to mute.');
    expect(muteWordProblem('!!! ---')).toBe('Type letters or digits: punctuation alone matches nothing.');
    expect(muteWordProblem('one two three four five six seven eight nine')).toBe('Mute at most 8 words at a time.');
    expect(muteWordProblem('x'.repeat(101))).toBe('Keep it under 100 characters.');
  });
});

describe('muteRuleOf', () => {
  const rule = muteRuleOf(entries)!;

  it('is undefined when nothing is muted (the store then checks nothing)', () => {
    expect(muteRuleOf([])).toBeUndefined();
    expect(muteRuleOf([{ type: 'word', value: '—', private: false }])).toBeUndefined();
  });

  it('mutes what a muted author says, of any kind', () => {
    expect(rule(fakeEvent({ pubkey: MUTED, kind: KIND.comment }))).toBe(true);
    expect(rule(fakeEvent({ pubkey: MUTED, kind: KIND.report }))).toBe(true);
    expect(rule(listing([['title', 'Golf']], '', MUTED))).toBe(true);
    expect(rule(fakeEvent({ pubkey: SELLER, kind: KIND.comment }))).toBe(false);
  });

  it("keeps a muted author's profile and lists readable (names on the Muted screen, their DM relays)", () => {
    for (const kind of [KIND.profile, KIND.contactList, KIND.muteList, KIND.relayList, KIND.dmRelayList]) {
      expect(rule(fakeEvent({ pubkey: MUTED, kind }))).toBe(false);
    }
  });

  it('never hides a list for the hashtags and threads it names: the mute list itself tags them', () => {
    expect(rule(fakeEvent({ kind: KIND.muteList, tags: [['t', 'scam'], ['e', THREAD], ['p', MUTED]] }))).toBe(false);
    expect(rule(fakeEvent({ kind: KIND.bookmarkList, tags: [['t', 'scam']] }))).toBe(false);
  });

  it("never hides the user's own events", () => {
    const mine = muteRuleOf(entries, SELLER)!;
    expect(mine(listing([['title', 'Cafe racer'], ['t', 'scam']]))).toBe(false);
    expect(mine(listing([['title', 'Cafe racer']], '', MUTED))).toBe(true);
  });

  it('mutes a muted hashtag whatever its case, and a muted thread and replies to it', () => {
    expect(rule(fakeEvent({ tags: [['t', 'SCAM']] }))).toBe(true);
    expect(rule(fakeEvent({ tags: [['t', '#Scam']] }))).toBe(true);
    expect(rule(fakeEvent({ tags: [['t', 'scammer']] }))).toBe(false);
    expect(rule(fakeEvent({ id: THREAD }))).toBe(true);
    expect(rule(fakeEvent({ kind: KIND.comment, tags: [['E', THREAD, '', SELLER]] }))).toBe(true);
    expect(rule(fakeEvent({ kind: 1, tags: [['e', THREAD]] }))).toBe(true);
  });

  it('mutes a listing whose title, summary or description holds a muted word, accents, case and punctuation aside', () => {
    expect(rule(listing([['title', 'Nice CAFÉ racer']]))).toBe(true);
    expect(rule(listing([['title', 'Golf'], ['summary', 'Pay by Western-Union only']]))).toBe(true);
    expect(rule(listing([['title', 'Golf']], 'Deposit via western\nunion please'))).toBe(true);
    expect(rule(listing([['title', 'Golf']], 'A clean car.'))).toBe(false);
  });

  it('matches whole words only', () => {
    expect(rule(listing([['title', 'Cafeteria van']]))).toBe(false);
    expect(rule(listing([['title', 'Western unionised']]))).toBe(false);
    expect(rule(listing([['title', 'Union western']]))).toBe(false);
  });

  it('leaves words to listings: a comment or another tag with the word is not hidden by it', () => {
    expect(rule(fakeEvent({ kind: KIND.comment, content: 'cafe' }))).toBe(false);
    expect(rule(listing([['title', 'Golf'], ['location', 'Cafe street']]))).toBe(false);
  });

  it('gives the same verdict when asked again about the same event', () => {
    const event = listing([['title', 'cafe']]);
    expect(rule(event)).toBe(true);
    expect(rule(event)).toBe(true);
  });

  it('builds from 10 000 entries and tests events', () => {
    const many: MuteEntry[] = [];
    for (let index = 0; index < 5_000; index += 1) many.push({ type: 'pubkey', value: index.toString(16).padStart(64, '0'), private: true });
    for (let index = 0; index < 5_000; index += 1) many.push({ type: 'word', value: `badword${index} phrase`, private: false });
    const big = muteRuleOf(many)!;
    const text = 'word '.repeat(2_000);
    let hidden = 0;
    for (let index = 0; index < 200; index += 1) if (big(listing([['title', `Car ${index}`]], text))) hidden += 1;
    expect(hidden).toBe(0);
    expect(big(listing([['title', 'badword4999 PHRASE']]))).toBe(true);
    expect(big(fakeEvent({ pubkey: (4_999).toString(16).padStart(64, '0') }))).toBe(true);
  });

  it('plugs into the event store: muted events are hidden, and shown again when the rule is cleared', () => {
    const store = new EventStore({ now: () => 1_700_000_000 });
    const mutedListing = listing([['title', 'Golf']], '', MUTED);
    const clean = listing([['title', 'Civic']]);
    store.add(mutedListing);
    store.add(clean);
    store.setMuteRule(muteRuleOf(muteEntries({ publicTags: [['p', MUTED]], privateTags: [] })));
    expect(store.get(mutedListing.id)).toBeUndefined();
    expect(store.get(clean.id)).toBeDefined();
    store.setMuteRule(undefined);
    expect(store.get(mutedListing.id)).toBeDefined();
  });
});
