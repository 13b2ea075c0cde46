import { getPublicKey, nip19 } from 'nostr-tools';
import { describe, expect, it } from 'vitest';

import { KIND } from '../src/config/constants';

import { queryEvents } from '@testing/test-relay';
import { accountMenuTrigger, expectStoredLogins, SIGNUP_COMPLETED_KEY } from './support/accounts';
import { env, useBrowser } from './support/browser';
import { leaksOf, recordOutgoingTraffic } from './support/secret-leak';
import { downloadKeyFile, signupToKeyStep, TINY_PNG, waitForWelcome } from './support/signup';

/**
 * Signup in the production build: the one journey only a real page proves — the key file downloaded, the
 * avatar uploaded to the media server and re-encoded, the profile on the relay, and the key never sent over
 * the network. The other steps (copying the key and skipping the profile, the avatar refusals and a profile of
 * only the filled fields, the welcome step on reopening) are src/features/accounts/components/signup/SignupSteps.test.tsx.
 */
const fixture = useBrowser();

function keysOf(nsec: string) {
  const decoded = nip19.decode(nsec);
  if (decoded.type !== 'nsec') throw new Error('not an nsec');
  return { hex: Buffer.from(decoded.data).toString('hex'), pubkey: getPublicKey(decoded.data) };
}

describe('signup', () => {
  it('generates a key, downloads it, publishes the profile with an uploaded avatar, and never sends the key', async () => {
    const { page } = fixture;
    const traffic = recordOutgoingTraffic(page);
    await page.goto(env().appUrl);
    const dialog = await signupToKeyStep(page);
    await page.getByText('Your Secret Key is Ready!', { exact: true }).waitFor();
    const blocked = dialog.getByRole('button', { name: 'Please secure your key first' });
    expect(await blocked.isDisabled()).toBe(true);
    const preview = await dialog.getByTestId('secret-key-preview').innerText();

    const { filename, content: nsec } = await downloadKeyFile(page);
    expect(filename).toBe('secret-key.txt');
    expect(preview).toBe(`${nsec.slice(0, 16)}…`);
    await page.getByText('Secret Key Saved!', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'My Key is Safe - Continue' }).click();
    await dialog.getByRole('heading', { name: 'Create Your Profile' }).waitFor();
    const { pubkey, hex } = keysOf(nsec);
    await expectStoredLogins(page, [pubkey]);

    const name = `Signup Sam ${pubkey.slice(0, 6)}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('About').fill('Looking for a wagon');
    await dialog.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByText('Avatar uploaded!', { exact: true }).waitFor();
    await page.getByText('Your avatar has been uploaded successfully.', { exact: true }).waitFor();
    const picture = await dialog.getByLabel('Picture').inputValue();
    expect(picture.startsWith(env().mediaUrl)).toBe(true);

    await dialog.getByRole('button', { name: 'Create Profile & Finish' }).click();
    await page.getByText('Profile Created!', { exact: true }).waitFor();
    await waitForWelcome(page);

    const [profile, ...others] = await queryEvents(env().relayUrl, { kinds: [KIND.profile], authors: [pubkey] });
    expect(others).toEqual([]);
    expect(JSON.parse(profile!.content)).toEqual({ name, about: 'Looking for a wagon', picture });
    // Re-encoded by the photo worker like listing photos (no metadata survives): another file, still the picture.
    const image = await fetch(picture);
    expect(image.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
    expect(Buffer.from(await image.arrayBuffer()).equals(TINY_PNG)).toBe(false);

    const completed = Number(await page.evaluate((key) => localStorage.getItem(key), SIGNUP_COMPLETED_KEY));
    expect(Math.abs(Date.now() - completed)).toBeLessThan(60_000);
    await accountMenuTrigger(page).getByText(name).waitFor();
    expect(leaksOf(traffic.sent, [nsec, hex])).toEqual([]);
    expect(fixture.pageErrors).toEqual([]);
  });
});
