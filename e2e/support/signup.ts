import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export function signupDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Welcome → generate (2 s) → the Secret Key step. */
export async function signupToKeyStep(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = signupDialog(page);
  await dialog.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await dialog.getByRole('button', { name: 'Generate My Secret Key' }).click();
  await dialog.getByRole('button', { name: 'Generating your key...' }).waitFor();
  await dialog.getByRole('heading', { name: 'Secret Key', exact: true }).waitFor({ timeout: 10_000 });
  return dialog;
}

/** Downloads the key file from the Secret Key step and returns its name and content. */
export async function downloadKeyFile(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    signupDialog(page).getByRole('button', { name: 'Download Key File' }).click(),
  ]);
  // Read as a stream: the test is connected to the run's shared browser, whose download paths are not local.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { filename: download.suggestedFilename(), content: Buffer.concat(chunks).toString('utf8') };
}

/** Runs signup up to the profile step by downloading the key; returns the generated nsec. */
export async function signupToProfileStep(page: Page): Promise<string> {
  const dialog = await signupToKeyStep(page);
  const { content } = await downloadKeyFile(page);
  expect(content).toMatch(/^nsec1[a-z0-9]{58}$/);
  await dialog.getByRole('button', { name: 'My Key is Safe - Continue' }).click();
  await dialog.getByRole('heading', { name: 'Create Your Profile' }).waitFor();
  return content;
}

/** The done step shows 'Welcome', then after 3 s the dialog closes and the 'Welcome!' toast appears. */
export async function waitForWelcome(page: Page) {
  await signupDialog(page).getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
  await signupDialog(page).waitFor({ state: 'hidden', timeout: 10_000 });
  await page.getByText('Your account is ready.', { exact: true }).waitFor();
  await page.getByText('Welcome!', { exact: true }).waitFor();
}
