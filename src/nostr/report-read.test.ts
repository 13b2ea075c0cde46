import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { fakeEvent } from '@testing/events';

import { listingAddress } from './listing-address';
import { buildReportEvent } from './report';
import { reportsOf } from './report-read';

const key = (label: number) => label.toString(16).padStart(64, '0');
const SELLER = key(1);
const FRIEND = key(2);
const OTHER_FRIEND = key(3);
const STRANGER = key(4);
const LISTING_ID = key(50);
const OLD_VERSION_ID = key(51);
const ADDRESS = listingAddress({ pubkey: SELLER, d: 'golf-2019' });
const FOLLOWS: ReadonlySet<string> = new Set([FRIEND, OTHER_FRIEND, SELLER]);

function report(pubkey: string, tags: string[][], content = '') {
  return fakeEvent({ kind: KIND.report, pubkey, tags, content });
}

describe('reportsOf', () => {
  it('reads the app’s own reports back (the builder and the reader agree)', () => {
    const built = buildReportEvent({ target: { type: 'listing', pubkey: SELLER, eventId: LISTING_ID, address: ADDRESS }, reason: 'scam', text: 'Asked for a deposit' });
    if (!built.ok) throw new Error(built.error);
    const event = fakeEvent({ ...built.template, pubkey: FRIEND });
    const summary = reportsOf([event], { type: 'listing', address: ADDRESS, eventIds: [LISTING_ID] }, FOLLOWS);
    expect(summary.reporters).toEqual([FRIEND]);
    expect(summary.reports).toEqual([{ reporter: FRIEND, id: event.id, type: 'other', content: event.content }]);
    expect(reportsOf([event], { type: 'pubkey', pubkey: SELLER }, FOLLOWS).reporters).toEqual([FRIEND]);
  });

  it('finds a listing by its address or by any of its version ids, with the NIP-56 type of that tag', () => {
    const byId = report(FRIEND, [['e', OLD_VERSION_ID, 'spam'], ['p', SELLER]], 'Posted 40 times');
    const byAddress = report(OTHER_FRIEND, [['a', ADDRESS, 'illegal'], ['p', SELLER, 'illegal']]);
    const summary = reportsOf([byId, byAddress], { type: 'listing', address: ADDRESS, eventIds: [LISTING_ID, OLD_VERSION_ID] }, FOLLOWS);
    expect(summary.reports.map((found) => [found.reporter, found.type, found.content])).toEqual([
      [FRIEND, 'spam', 'Posted 40 times'],
      [OTHER_FRIEND, 'illegal', ''],
    ]);
  });

  it('reads a missing or unknown type as other (NIP-56 lists seven)', () => {
    const events = [report(FRIEND, [['p', SELLER]]), report(OTHER_FRIEND, [['p', SELLER, 'scam']])];
    expect(reportsOf(events, { type: 'pubkey', pubkey: SELLER }, FOLLOWS).reports.map((found) => found.type)).toEqual(['other', 'other']);
    expect(reportsOf([report(FRIEND, [['p', SELLER, 'impersonation']])], { type: 'pubkey', pubkey: SELLER }, FOLLOWS).reports[0]!.type).toBe('impersonation');
  });

  it('counts each reporter once, each report once', () => {
    const first = report(FRIEND, [['p', SELLER, 'spam']]);
    const second = report(FRIEND, [['p', SELLER, 'other']]);
    const summary = reportsOf([first, second, first], { type: 'pubkey', pubkey: SELLER }, FOLLOWS);
    expect(summary.reporters).toEqual([FRIEND]);
    expect(summary.reports).toHaveLength(2);
  });

  it('changes nothing for thousands of reports by strangers, or by the seller about themselves', () => {
    const spam = Array.from({ length: 5_000 }, (_, index) => report(key(10_000 + index), [['e', LISTING_ID, 'spam'], ['a', ADDRESS, 'spam'], ['p', SELLER, 'spam']]));
    const own = report(SELLER, [['a', ADDRESS, 'other'], ['p', SELLER, 'other']]);
    const stranger = report(STRANGER, [['p', SELLER, 'illegal']]);
    expect(reportsOf([...spam, own, stranger], { type: 'listing', address: ADDRESS, eventIds: [LISTING_ID] }, FOLLOWS)).toEqual({ reports: [], reporters: [] });
    expect(reportsOf([...spam, own, stranger], { type: 'pubkey', pubkey: SELLER }, FOLLOWS)).toEqual({ reports: [], reporters: [] });
  });

  it('ignores other kinds, other listings and other people, and reports with no trusted set', () => {
    const notAReport = fakeEvent({ kind: KIND.comment, pubkey: FRIEND, tags: [['a', ADDRESS], ['p', SELLER, 'spam']] });
    const otherCar = report(FRIEND, [['a', listingAddress({ pubkey: SELLER, d: 'civic' }), 'spam']]);
    const otherPerson = report(FRIEND, [['p', STRANGER, 'spam']]);
    const events = [notAReport, otherCar, otherPerson];
    expect(reportsOf(events, { type: 'listing', address: ADDRESS }, FOLLOWS).reports).toEqual([]);
    expect(reportsOf(events, { type: 'pubkey', pubkey: SELLER }, FOLLOWS).reports).toEqual([]);
    expect(reportsOf([report(FRIEND, [['p', SELLER, 'spam']])], { type: 'pubkey', pubkey: SELLER }, new Set()).reports).toEqual([]);
  });

  it('cuts a long text to what a detail page shows', () => {
    const long = report(FRIEND, [['p', SELLER, 'other']], `  ${'x'.repeat(5_000)}  `);
    expect(reportsOf([long], { type: 'pubkey', pubkey: SELLER }, FOLLOWS).reports[0]!.content).toHaveLength(500);
  });
});
