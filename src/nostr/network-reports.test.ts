import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { fakeEvent } from '@testing/events';

import { listingAddress } from './listing-address';
import { followedByLabel, networkReportFilter, reportAuthors, reportedByLabel, reportReason, reportsOfListingOrSeller } from './network-reports';

const key = (label: number) => label.toString(16).padStart(64, '0');
const ME = key(1);
const SELLER = key(2);
const FRIEND = key(3);
const OTHER_FRIEND = key(4);
const SPAMMER = key(5);
const LISTING_ID = key(60);
const ADDRESS = listingAddress({ pubkey: SELLER, d: 'civic-2018' });

function report(pubkey: string, tags: string[][], content = '') {
  return fakeEvent({ kind: KIND.report, pubkey, tags, content });
}

describe('reportAuthors', () => {
  it('names the most recent follows first, each once, never the user, at most the bound', () => {
    expect(reportAuthors([FRIEND, ME, OTHER_FRIEND, FRIEND], ME)).toEqual([FRIEND, OTHER_FRIEND]);
    expect(reportAuthors([FRIEND, OTHER_FRIEND], ME, 1)).toEqual([OTHER_FRIEND]);
  });

  it('keeps a REQ for a 50 000-follow list to the bound', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => key(1_000 + index));
    const authors = reportAuthors(many, ME);
    expect(authors).toHaveLength(1_000);
    expect(authors[0]).toBe(key(1_000 + 49_999));
    expect(networkReportFilter([SELLER], authors)).toEqual({ kinds: [KIND.report], authors, '#p': [SELLER], limit: 500 });
  });
});

describe('reportsOfListingOrSeller', () => {
  const trusted = new Set([FRIEND, OTHER_FRIEND]);
  const listing = { pubkey: SELLER, address: ADDRESS, eventIds: [LISTING_ID] };

  it('counts a listing report and a seller report by follows, each report once', () => {
    const ofListing = report(FRIEND, [['e', LISTING_ID, 'other'], ['a', ADDRESS, 'other'], ['p', SELLER, 'other']], 'Scam or fraud');
    const ofSeller = report(OTHER_FRIEND, [['p', SELLER, 'spam']]);
    const summary = reportsOfListingOrSeller([ofListing, ofSeller], listing, trusted);
    expect(summary.reporters).toEqual([FRIEND, OTHER_FRIEND]);
    expect(summary.reports.map((each) => each.id)).toEqual([ofListing.id, ofSeller.id]);
    expect(summary.reports.map(reportReason)).toEqual(['Scam or fraud', 'Spam']);
  });

  it('ignores thousands of reports by keys the user does not follow', () => {
    const spam = Array.from({ length: 5_000 }, (_, index) => report(key(10_000 + index), [['p', SELLER, 'illegal']]));
    expect(reportsOfListingOrSeller([...spam, report(SPAMMER, [['a', ADDRESS, 'spam']])], listing, trusted)).toEqual({ reports: [], reporters: [] });
  });

  it('counts nothing for a user who follows nobody (signed out has no trusted set)', () => {
    const byFriend = report(FRIEND, [['p', SELLER, 'spam']]);
    expect(reportsOfListingOrSeller([byFriend], listing, new Set()).reporters).toEqual([]);
  });
});

describe('labels', () => {
  it('says one person or N people', () => {
    expect(reportedByLabel(1)).toBe('Reported by 1 person you follow');
    expect(reportedByLabel(3)).toBe('Reported by 3 people you follow');
    expect(followedByLabel(1)).toBe('Followed by 1 person you follow');
    expect(followedByLabel(2)).toBe('Followed by 2 people you follow');
  });
});
