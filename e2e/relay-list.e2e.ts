import { nip19, type NostrEvent } from 'nostr-tools';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, queryEvents, signEvent } from '@testing/test-relay';
import { loginWithNsec, openAccountMenu } from './support/accounts';
import { installAxe, seriousViolations } from './support/axe';
import { env, useBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';

const fixture = useBrowser();


const PUBLISHED = /^Published to [1-9]\d* of \d+ relays?$/;

async function relayLists(pubkey: string): Promise<NostrEvent[]> {
  return (await queryEvents(env().relayUrl, { kinds: [KIND.relayList], authors: [pubkey] })).toSorted((a, b) => b.created_at - a.created_at);
}

/** Signed in, the selector is in the account menu; 'Your relays' is its last section. */
async function openYourRelays(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: /^Switch Relay/ }).click();
  const section = page.getByRole('region', { name: 'Your relays' });
  await section.waitFor();
  return section;
}

/** The open popover lies wholly inside a phone's screen (its content scrolls when taller). */
async function expectPopoverOnScreen(page: Page, width: number, height: number) {
  const box = await page.getByRole('dialog').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

describe('your relay list (NIP-65)', () => {
  it('publishes a first relay list from the selector, read and write on the chosen relay', async () => {
    const { page, pageErrors } = fixture;
    const keys = newKeys();
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
    const section = await openYourRelays(page);

    await section.getByText('You have no relay list yet. Publishing one tells other apps where to find your listings and messages.').waitFor();
    await section.getByRole('button', { name: 'Publish relay list' }).click();
    await section.getByRole('heading', { name: PUBLISHED }).waitFor();

    const [list] = await relayLists(keys.pubkey);
    expect(list?.tags).toEqual([['r', env().relayUrl]]);
    const name = env().relayUrl;
    expect(await section.getByRole('checkbox', { name: `Read from ${name}` }).isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: `Write to ${name}` }).isChecked()).toBe(true);
    await saveScreenshot(page, 'relay-list-1280');
    expect(pageErrors).toEqual([]);
  });

  it("edits the list on a phone, keeping another client's entries, within a 375 px screen", async () => {
    const { page, pageErrors } = fixture;
    await page.setViewportSize({ width: 375, height: 812 });
    const keys = newKeys();
    const foreign = signEvent(keys, {
      kind: KIND.relayList,
      created_at: Math.floor(Date.now() / 1000) - 60,
      tags: [['r', 'wss://other-client.example', 'read'], ['client', 'x'], ['r', env().relayUrl], ['r', 'wss://nos.lol.example', 'write']],
    });
    await publishEvents(env().relayUrl, [foreign]);
    await installAxe(fixture.context);
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(keys.secretKey));
    const section = await openYourRelays(page);

    await section.getByRole('checkbox', { name: 'Read from other-client.example' }).waitFor();
    await section.getByRole('checkbox', { name: `Read from ${env().relayUrl}` }).click();
    await section.getByRole('button', { name: 'Remove nos.lol.example' }).click();
    await section.getByRole('textbox', { name: 'Relay URL to add' }).fill('relay.added.example');
    await section.getByRole('button', { name: 'Add', exact: true }).click();
    await section.getByText('Unsaved changes').waitFor();

    await expectPopoverOnScreen(page, 375, 812);
    // Known and not this section's: the account menu (role menu) holds the selector's trigger, a plain button.
    const violations = await seriousViolations(page);
    expect(violations.filter((violation) => violation.id !== 'aria-required-children')).toEqual([]);
    await saveScreenshot(page, 'relay-list-375-editing');

    await section.getByRole('button', { name: 'Save relay list' }).click();
    await section.getByRole('heading', { name: PUBLISHED }).waitFor();
    const [saved] = await relayLists(keys.pubkey);
    expect(saved?.tags).toEqual([
      ['r', 'wss://other-client.example', 'read'],
      ['client', 'x'],
      ['r', env().relayUrl, 'write'],
      ['r', 'wss://relay.added.example'],
    ]);
    // The report makes the popover taller than the screen: it scrolls instead of running off it.
    await expectPopoverOnScreen(page, 375, 812);
    await section.getByRole('heading', { name: PUBLISHED }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'relay-list-375-saved');
    expect(pageErrors).toEqual([]);
  });
});
