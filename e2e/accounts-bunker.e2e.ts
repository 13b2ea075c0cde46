import { afterEach, describe, expect, it } from 'vitest';

import { newKeys } from '@testing/test-relay';
import { accountMenuTrigger, expectStoredLogins, openLoginDialog, publishProfile } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { startTestBunker, type TestBunker } from './support/test-bunker';

const fixture = useBrowser();
const bunkers: TestBunker[] = [];

afterEach(async () => {
  for (const bunker of bunkers.splice(0)) await bunker.close();
});

async function startBunker(options: { secret?: string } = {}) {
  const started = await startTestBunker({ relayUrl: env().relayUrl, ...options });
  bunkers.push(started);
  return started;
}

async function openBunkerTab() {
  const dialog = await openLoginDialog(fixture.page);
  await dialog.getByRole('tab', { name: 'Bunker' }).click();
  const field = dialog.getByLabel('Bunker URI');
  expect(await field.getAttribute('placeholder')).toBe('bunker://');
  return { dialog, field, submit: dialog.getByRole('button', { name: 'Login with Bunker' }) };
}

describe('login dialog: bunker (NIP-46)', () => {
  it('validates the bunker URI with the product messages', async () => {
    await fixture.page.goto(env().appUrl);
    const { dialog, field, submit } = await openBunkerTab();
    const { pubkey } = newKeys();
    const cases: [string, string][] = [
      ['', 'Please enter a bunker URI'],
      ['nostrconnect://abc', 'Invalid bunker URI format. Must start with bunker://'],
      [`bunker://?relay=${encodeURIComponent(env().relayUrl)}`, 'Invalid bunker URI'],
      [`bunker://${pubkey}`, 'No relay provided'],
      [`bunker://${pubkey}?relay=https%3A%2F%2Fnot-a-relay.example`, 'No relay provided'],
    ];
    for (const [uri, message] of cases) {
      await field.fill(uri);
      await submit.click();
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await dialog.getByRole('alert').innerText()).toBe(message);
    }
  });

  it('connects with the secret, then reads the public key, and logs in as the remote user', async () => {
    const { page } = fixture;
    const remote = await startBunker({ secret: 'open-sesame' });
    await publishProfile(env().relayUrl, remote.userSecretKey, { name: 'Bunker Betty' });
    await page.goto(env().appUrl);
    const { dialog, field, submit } = await openBunkerTab();
    await field.fill(remote.uri);
    await submit.click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    expect(remote.methods.slice(0, 2)).toEqual(['connect', 'get_public_key']);
    await expectStoredLogins(page, [remote.userPubkey]);
    await accountMenuTrigger(page).getByText('Bunker Betty').waitFor();

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('carstr:logins'))) ?? '[]') as unknown[];
    expect(stored[0]).toMatchObject({
      type: 'bunker',
      pubkey: remote.userPubkey,
      data: { bunkerPubkey: remote.bunkerPubkey, relays: [env().relayUrl], clientNsec: expect.stringMatching(/^nsec1/) },
    });
    // The session survives a reload: the stored client key talks to the same bunker.
    await page.reload();
    await accountMenuTrigger(page).getByText('Bunker Betty').waitFor();
  });

  it('surfaces a refused connect as the bunker error', async () => {
    const remote = await startBunker({ secret: 'right-secret' });
    await fixture.page.goto(env().appUrl);
    const { dialog, field, submit } = await openBunkerTab();
    await field.fill(remote.uri.replace('right-secret', 'wrong-secret'));
    await submit.click();
    // (Not waiting for the transient 'Connecting...': a quick refusal can replace it before a poll sees it.)
    await dialog.getByText('Failed to connect to bunker. Please check the URI.').waitFor({ timeout: 20_000 });
    expect(remote.methods).toEqual(['connect']);
    await expectStoredLogins(fixture.page, []);
  });
});
