import { nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { startNdkBunker, type NdkBunker } from '@testing/ndk-bunker';
import { newKeys, publishEvents, queryEvents } from '@testing/test-relay';
import { NIP46_PERMISSIONS } from '../src/nostr/signer-permissions';
import { expectStoredLogins, loginDialog, openLoginDialog } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { listingUrl, seedListing } from './support/comment-threads';
import { injectLateExtension, installFakeExtension } from './support/fake-extension';

/**
 * Signing in with the signers people use, against the embedded relay: a bunker built on NDK's NIP-46 backend
 * (what nsecbunkerd runs; not our e2e/support/test-bunker.ts) over bunker:// and nostrconnect://, and a
 * NIP-07 extension that injects window.nostr late.
 */
const fixture = useBrowser();
const bunkers: NdkBunker[] = [];
afterEach(() => bunkers.splice(0).forEach((bunker) => bunker.close()));

async function ndkBunker(options: { addsUnrelatedP?: boolean } = {}) {
  const bunker = await startNdkBunker({ relayUrl: env().relayUrl, ...options });
  bunkers.push(bunker);
  return bunker;
}

/** A listing page to comment on. */
async function openListing() {
  const listing = seedListing(newKeys(), { title: 'Signer Test Civic' });
  await publishEvents(env().relayUrl, [listing.event]);
  await fixture.page.goto(listingUrl(env().appUrl, listing));
  await fixture.page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
  return listing;
}

const mentioned = newKeys();
const commentText = `Is the #Civic still for sale? Ask nostr:${nip19.npubEncode(mentioned.pubkey)} about it.`;

async function postComment(text: string) {
  await fixture.page.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await fixture.page.getByRole('button', { name: 'Post Comment' }).click();
}

describe('remote signers (NIP-46) built on NDK', () => {
  it('logs in over bunker:// and posts a comment with a hashtag and a mention, carrying the tags NDK derives', async () => {
    const { page } = fixture;
    const bunker = await ndkBunker();
    const listing = await openListing();
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('tab', { name: 'Bunker' }).click();
    await dialog.getByLabel('Bunker URI').fill(bunker.uri('open-sesame'));
    await dialog.getByRole('button', { name: 'Login with Bunker' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expectStoredLogins(page, [bunker.pubkey]);
    expect(bunker.tokens).toEqual(['open-sesame']);
    expect(bunker.connects[0]?.[2]).toBe(NIP46_PERMISSIONS.join(','));

    await postComment(commentText);
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor({ timeout: 20_000 });
    const [posted] = await queryEvents(env().relayUrl, { kinds: [KIND.comment], authors: [bunker.pubkey], '#A': [listing.coordinate] });
    expect(posted?.content).toBe(commentText);
    expect(posted?.tags).toEqual(expect.arrayContaining([['t', 'Civic'], ['p', mentioned.pubkey]]));
    expect(fixture.pageErrors).toEqual([]);
  });

  it('logs in over nostrconnect:// from the code the app shows, and refuses a signer that adds an unrelated p tag', async () => {
    const { page } = fixture;
    const bunker = await ndkBunker({ addsUnrelatedP: true });
    const listing = await openListing();
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('tab', { name: 'Bunker' }).click();
    await dialog.getByRole('button', { name: 'Connect with a signer app' }).click();
    await dialog.getByRole('img', { name: 'nostrconnect code for your signer app' }).waitFor();
    await dialog.getByRole('status').filter({ hasText: 'Waiting for your signer app…' }).waitFor();

    const shown = await dialog.getByLabel('Connection link', { exact: true }).inputValue();
    const uri = new URL(shown);
    expect(uri.protocol).toBe('nostrconnect:');
    expect(uri.searchParams.getAll('relay')).toEqual([env().relayUrl]);
    expect(uri.searchParams.get('name')).toBe('Carstr');
    expect(uri.searchParams.get('perms')?.split(',')).toEqual(NIP46_PERMISSIONS);
    expect(uri.searchParams.get('secret')).toMatch(/^[0-9a-f]{32}$/);

    // The signer app answers `connect` with the secret. The app is listening once the code shows, but the
    // relay keeps no copy of kind 24133, so a signer that answered too early answers again, as apps retry.
    await expect
      .poll(async () => {
        await bunker.answerNostrConnect(shown);
        return loginDialog(page).isVisible();
      })
      .toBe(false);
    await expectStoredLogins(page, [bunker.pubkey]);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('carstr:logins'))) ?? '[]') as unknown[];
    expect(stored[0]).toMatchObject({ type: 'bunker', data: { bunkerPubkey: bunker.pubkey, relays: [env().relayUrl] } });

    await postComment(commentText);
    await page.getByText('The signer returned a different event than the one requested.', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: 'Your comment' }).inputValue()).toBe(commentText);
    expect(await queryEvents(env().relayUrl, { kinds: [KIND.comment], '#A': [listing.coordinate] })).toEqual([]);
  });

  it('stops waiting when cancelled and shows the bunker URI form again', async () => {
    const { page } = fixture;
    await page.goto(env().appUrl);
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('tab', { name: 'Bunker' }).click();
    await dialog.getByRole('button', { name: 'Connect with a signer app' }).click();
    const first = await dialog.getByLabel('Connection link', { exact: true }).inputValue();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByLabel('Bunker URI').waitFor();
    // A new attempt gets a new one-time key and secret.
    await dialog.getByRole('button', { name: 'Connect with a signer app' }).click();
    expect(await dialog.getByLabel('Connection link', { exact: true }).inputValue()).not.toBe(first);
  });
});

describe('NIP-07 extension quirks', () => {
  it('waits for an extension that injects window.nostr late, and accepts its events with extra fields', async () => {
    const { page, context } = fixture;
    const me = newKeys();
    await installFakeExtension(context, { kind: 'key', secretKey: me.secretKey }, { late: true });
    const listing = await openListing();
    const dialog = await openLoginDialog(page);
    // Not there yet when the dialog opened: the Key tab comes first.
    expect(await dialog.getByRole('tab', { name: 'Key' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('tab', { name: 'Extension' }).click();
    await dialog.getByRole('button', { name: 'Login with Extension' }).click();
    await dialog.getByRole('button', { name: 'Looking for your extension…' }).waitFor();
    // The extension arrives while the app waits for it (up to TIMEOUTS.extensionInjection).
    await injectLateExtension(page);
    await dialog.waitFor({ state: 'hidden' });
    await expectStoredLogins(page, [me.pubkey]);

    await postComment('Signed by a slow extension');
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    const [posted] = await queryEvents(env().relayUrl, { kinds: [KIND.comment], authors: [me.pubkey], '#A': [listing.coordinate] });
    expect(posted?.content).toBe('Signed by a slow extension');
  });
});
