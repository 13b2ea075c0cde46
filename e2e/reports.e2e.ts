import { nip19, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, queryEvents } from '@testing/test-relay';
import { loginDialog, loginWithNsec } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { listingUrl, profile, seedListing } from './support/comment-threads';

const fixture = useBrowser();

/** NIP-56's report types: the third entry of a reported `e`, `p` (or `x`) tag is one of these. */
const NIP56_TYPES = ['nudity', 'malware', 'profanity', 'illegal', 'spam', 'impersonation', 'other'];

/** Checks a report against NIP-56 as another client reads it, and returns its tags by name. */
function expectNip56Report(report: NostrEvent, reported: { pubkey: string; eventId?: string }) {
  expect(report.kind).toBe(KIND.report);
  // "The report event MUST include a p tag referencing the pubkey of the user you are reporting."
  const p = report.tags.filter(([name]) => name === 'p');
  expect(p.map((tag) => tag[1])).toEqual([reported.pubkey]);
  // "If reporting a note, an e tag MUST also be included referencing the note id."
  const e = report.tags.filter(([name]) => name === 'e');
  expect(e.map((tag) => tag[1])).toEqual(reported.eventId === undefined ? [] : [reported.eventId]);
  // "A report type string MUST be included as the 3rd entry to the e, p or x tag being reported."
  for (const tag of [...p, ...e]) expect(NIP56_TYPES).toContain(tag[2]);
}

async function reportDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

describe('report (NIP-56)', () => {
  it('asks a signed-out visitor to log in, then publishes a listing report with e, a and p tags', async () => {
    const { page } = fixture;
    const seller = newKeys();
    const me = newKeys();
    const listing = seedListing(seller, { title: 'Report Test Corolla' });
    await publishEvents(env().relayUrl, [listing.event, profile(seller, 'Sam Seller'), profile(me, 'Rita Reporter')]);

    await page.goto(listingUrl(env().appUrl, listing));
    const sellerCard = page.getByRole('region', { name: 'Seller' });
    await sellerCard.getByRole('button', { name: 'Report' }).click();
    const signIn = await reportDialog(page, 'Sign in to report');
    await signIn.getByText('Log in or create an account to report this listing.').waitFor();
    await signIn.getByRole('button', { name: 'Log in' }).click();
    const login = loginDialog(page);
    await login.getByRole('tab', { name: 'Key' }).click();
    await login.getByLabel('Secret key').fill(nip19.nsecEncode(me.secretKey));
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await login.waitFor({ state: 'hidden' });

    await sellerCard.getByRole('button', { name: 'Report' }).click();
    const dialog = await reportDialog(page, 'Report this listing');
    // Sending without a reason says what is missing and keeps what was typed.
    const details = dialog.getByLabel('Details (optional)');
    await details.fill('Asked for a deposit by wire before any viewing.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('alert').getByText('Choose a reason for the report.').waitFor();
    expect(await details.inputValue()).toBe('Asked for a deposit by wire before any viewing.');
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();

    await page.getByText('Report sent', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const reports = await queryEvents(env().relayUrl, { kinds: [KIND.report], authors: [me.pubkey] });
    expect(reports).toHaveLength(1);
    const [report] = reports as [NostrEvent];
    expectNip56Report(report, { pubkey: seller.pubkey, eventId: listing.event.id });
    expect(report.tags).toEqual([
      ['e', listing.event.id, 'other'],
      ['a', listing.coordinate, 'other'],
      ['p', seller.pubkey, 'other'],
    ]);
    expect(report.content).toBe('Scam or fraud\n\nAsked for a deposit by wire before any viewing.');
    // Other clients find it by the listing's id, address or seller.
    expect(await queryEvents(env().relayUrl, { kinds: [KIND.report], '#a': [listing.coordinate] })).toHaveLength(1);
  });

  it('reports a person from their profile with a p tag only, a listing from its card’s menu, and offers neither on one’s own listing or profile', async () => {
    const { page } = fixture;
    const seller = newKeys();
    const me = newKeys();
    const mine = seedListing(me, { title: 'Report Test My Own Yaris' });
    const theirs = seedListing(seller, { title: 'Report Test Spammy Civic' });
    await publishEvents(env().relayUrl, [profile(seller, 'Spammy Sam'), profile(me, 'Rita Reporter'), mine.event, theirs.event]);

    await page.goto(`${env().appUrl}/${nip19.npubEncode(seller.pubkey)}`);
    await page.getByRole('heading', { level: 1, name: 'Spammy Sam' }).waitFor();
    await loginWithNsec(page, nip19.nsecEncode(me.secretKey));
    // Exact: the account menu's button is named after the user, 'Rita Reporter'.
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = await reportDialog(page, 'Report Spammy Sam');
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Report sent', { exact: true }).waitFor();

    const [report, ...others] = await queryEvents(env().relayUrl, { kinds: [KIND.report], authors: [me.pubkey] });
    expect(others).toEqual([]);
    expectNip56Report(report!, { pubkey: seller.pubkey });
    expect(report!.tags).toEqual([['p', seller.pubkey, 'spam']]);
    expect(report!.content).toBe('');

    // A grid card's '…' menu reports the listing itself: e, a and p (docs/product.md §2 Report).
    await page.getByRole('button', { name: 'More actions for Report Test Spammy Civic' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const cardDialog = await reportDialog(page, 'Report this listing');
    await cardDialog.getByRole('radio', { name: 'Stolen or misleading photos' }).check();
    await cardDialog.getByRole('button', { name: 'Send report' }).click();
    await cardDialog.waitFor({ state: 'hidden' });
    const [cardReport, ...more] = await queryEvents(env().relayUrl, { kinds: [KIND.report], authors: [me.pubkey], '#e': [theirs.event.id] });
    expect(more).toEqual([]);
    expect(cardReport!.tags).toEqual([
      ['e', theirs.event.id, 'other'],
      ['a', theirs.coordinate, 'other'],
      ['p', seller.pubkey, 'other'],
    ]);

    await page.goto(`${env().appUrl}/${nip19.npubEncode(me.pubkey)}`);
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
    // One's own cards have no '…' menu: neither 'Report' nor 'Mute seller' applies.
    await page.getByRole('link', { name: 'View Details: Report Test My Own Yaris' }).waitFor();
    expect(await page.getByRole('button', { name: /^More actions for/ }).count()).toBe(0);
    await page.goto(listingUrl(env().appUrl, mine));
    const sellerCard = page.getByRole('region', { name: 'Seller' });
    await sellerCard.getByRole('button', { name: 'Share listing' }).waitFor();
    expect(await sellerCard.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
  });
});
