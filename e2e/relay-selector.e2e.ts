import { nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { newKeys, publishEvents, signEvent, useTestRelay } from '@testing/test-relay';
import { loginWithNsec, openAccountMenu } from './support/accounts';
import { env, useBrowser } from './support/browser';

const fixture = useBrowser();
/** A second relay of the test file's own, to switch to. */
const second = useTestRelay();

function carListing(title: string, secretKey: Uint8Array) {
  const d = `car-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return signEvent({ secretKey }, {
    kind: KIND.listing,
    content: `${title}: one owner, full service history.`,
    tags: [['d', d], ['title', title], ['price', '12000', 'USD'], ['location', 'Lyon'], ['t', 'car'], ['status', 'active']],
  });
}

/** The header's selector when signed out; its accessible name carries the current relay. */
function headerSelector() {
  return fixture.page.locator('header').getByRole('button', { name: /^Switch Relay/ });
}

describe('relay selector', () => {
  it('searches, validates custom URLs, and switching relays changes which listings the grid shows', async () => {
    const { page } = fixture;
    const { secretKey } = newKeys();
    const tag = Math.random().toString(36).slice(2, 8);
    const onDefault = `Default Relay Volvo ${tag}`;
    const onSecond = `Second Relay Saab ${tag}`;
    await publishEvents(env().relayUrl, [carListing(onDefault, secretKey)]);
    await publishEvents(second.url, [carListing(onSecond, secretKey)]);

    await page.goto(env().appUrl);
    await page.getByRole('link', { name: onDefault }).first().waitFor();
    expect(await page.getByRole('link', { name: onSecond }).count()).toBe(0);

    await headerSelector().click();
    const search = page.getByRole('textbox', { name: 'Search relays' });
    const defaultHost = new URL(env().relayUrl).host;
    await page.getByRole('button', { name: new RegExp(defaultHost) }).first().waitFor();

    await search.fill('not a relay url!');
    await page.getByText('No relay found', { exact: true }).waitFor();
    await page.getByText('Invalid relay URL', { exact: true }).waitFor();
    await search.fill('relay.example.com');
    await page.getByRole('button', { name: 'Use custom relay wss://relay.example.com' }).waitFor();

    await search.fill(second.url);
    await page.getByRole('button', { name: `Use custom relay ${second.url}` }).click();
    await search.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: onSecond }).first().waitFor();
    expect(await page.getByRole('link', { name: onDefault }).count()).toBe(0);
    expect(await headerSelector().textContent()).toContain(new URL(second.url).host);

    // Reopened, the search is empty again and the default relay is one click away.
    await headerSelector().click();
    expect(await search.inputValue()).toBe('');
    await page.getByRole('button', { name: new RegExp(defaultHost) }).first().click();
    await page.getByRole('link', { name: onDefault }).first().waitFor();
    expect(await page.getByRole('link', { name: onSecond }).count()).toBe(0);
  });

  it('is in the account menu when signed in, and the choice is remembered', async () => {
    const { page } = fixture;
    const { secretKey } = newKeys();
    await page.goto(env().appUrl);
    await loginWithNsec(page, nip19.nsecEncode(secretKey));
    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: /^Switch Relay/ }).click();
    const search = page.getByRole('textbox', { name: 'Search relays' });
    await search.fill(second.url);
    await search.press('Enter');
    await search.waitFor({ state: 'detached' });
    await page.reload();
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('carstr:app-config') ?? '{}') as { relayUrl?: string });
    expect(remembered.relayUrl).toBe(second.url);
    const reopened = await openAccountMenu(page);
    expect(await reopened.getByRole('button', { name: /^Switch Relay/ }).textContent()).toContain(new URL(second.url).host);
  });
});
