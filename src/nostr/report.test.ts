import { finalizeEvent, verifyEvent } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '@/config/constants';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@/config/reports';
import { newKeys } from '@testing/test-keys';

import { buildReportEvent, nip56TypeOf, type ReportTarget } from './report';

const seller = 'a'.repeat(64);
const versionId = '1'.repeat(64);
const address = `${KIND.listing}:${seller}:car-1`;
const listing: ReportTarget = { type: 'listing', pubkey: seller, eventId: versionId, address };
const profile: ReportTarget = { type: 'profile', pubkey: seller };

/** The report types NIP-56 defines; a report type MUST be one of these. */
const NIP56_TYPES = ['nudity', 'malware', 'profanity', 'illegal', 'spam', 'impersonation', 'other'];

function build(target: ReportTarget, reason: ReportReason, text?: string) {
  const built = buildReportEvent({ target, reason, text }, 1_700_000_000);
  if (!built.ok) throw new Error(built.error);
  return built.template;
}

describe('buildReportEvent (NIP-56)', () => {
  it('is a kind 1984 with the reported person in a p tag, for a profile', () => {
    const report = build(profile, 'spam');
    expect(report.kind).toBe(KIND.report);
    expect(report.tags).toEqual([['p', seller, 'spam']]);
    expect(report.content).toBe('');
    expect(report.created_at).toBe(1_700_000_000);
  });

  it('reports a listing by its e tag (required for an event), its a tag and its seller’s p tag, each with the type third', () => {
    const report = build(listing, 'illegal', 'Sold without papers');
    expect(report.tags).toEqual([
      ['e', versionId, 'illegal'],
      ['a', address, 'illegal'],
      ['p', seller, 'illegal'],
    ]);
    expect(report.content).toBe('Sold without papers');
  });

  it('maps every reason to a NIP-56 report type: scam and photos to other, spam, illegal, other', () => {
    expect(Object.fromEntries(REPORT_REASONS.map(({ id }) => [id, nip56TypeOf(id)]))).toEqual({
      scam: 'other',
      photos: 'other',
      spam: 'spam',
      illegal: 'illegal',
      other: 'other',
    });
    for (const { id } of REPORT_REASONS) {
      for (const tag of build(listing, id).tags) expect(NIP56_TYPES).toContain(tag[2]);
    }
  });

  it('writes the reason into the content when the type is other for scam and photos, then the text', () => {
    expect(build(listing, 'scam').content).toBe('Scam or fraud');
    expect(build(listing, 'photos', '  Same photos as a dealer in Lyon  ').content).toBe('Stolen or misleading photos\n\nSame photos as a dealer in Lyon');
    // 'Other' is the type itself: only the reporter's words go in the content.
    expect(build(profile, 'other', 'Asked for a deposit').content).toBe('Asked for a deposit');
    expect(build(profile, 'other').content).toBe('');
  });

  it('signs into a valid event', () => {
    const keys = newKeys();
    const signed = finalizeEvent(build(listing, 'scam', 'Deposit by wire'), keys.secretKey);
    expect(verifyEvent(signed)).toBe(true);
  });

  it('refuses text over the limit, an unknown reason and malformed targets, with a message', () => {
    const long = buildReportEvent({ target: profile, reason: 'spam', text: 'x'.repeat(REPORT_TEXT_MAX + 1) });
    expect(long).toEqual({ ok: false, error: 'Keep the details under 1,000 characters.' });
    expect(buildReportEvent({ target: profile, reason: 'spam', text: ` ${'x'.repeat(REPORT_TEXT_MAX)} ` }).ok).toBe(true);
    expect(buildReportEvent({ target: profile, reason: 'rude' as ReportReason }).ok).toBe(false);
    expect(buildReportEvent({ target: { type: 'profile', pubkey: 'npub1xyz' }, reason: 'spam' }).ok).toBe(false);
    expect(buildReportEvent({ target: { ...listing, eventId: 'nope' }, reason: 'spam' }).ok).toBe(false);
    // The address must be a car listing of the reported seller.
    expect(buildReportEvent({ target: { ...listing, address: `${KIND.listing}:${'b'.repeat(64)}:car-1` }, reason: 'spam' }).ok).toBe(false);
    expect(buildReportEvent({ target: { ...listing, address: `1:${seller}:car-1` }, reason: 'spam' }).ok).toBe(false);
  });
});
