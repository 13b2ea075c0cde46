import { NSecSigner } from '@nostrify/nostrify';
import { act, render, screen } from '@testing-library/react';
import { generateSecretKey } from 'nostr-tools';
import { afterEach, describe, expect, it } from 'vitest';

import { relayAuth } from '../relay-auth';
import { RelayAuthPrompt } from './RelayAuthPrompt';

afterEach(() => relayAuth.setSigner(undefined));

describe('RelayAuthPrompt (docs/product.md §4)', () => {
  it("asks about one relay at a time, in the product's words, and answers with the button pressed", async () => {
    relayAuth.setSigner(new NSecSigner(generateSecretKey()));
    const { unmount } = render(<RelayAuthPrompt />);
    let reading!: Promise<boolean>;
    let publishing!: Promise<boolean>;
    act(() => {
      reading = relayAuth.permit('wss://hint.example', 'read');
      publishing = relayAuth.permit('wss://outbox.example:4443', 'write');
    });
    const first = await screen.findByRole('dialog', { name: 'Log in to hint.example?' });
    expect(first.textContent).toContain('hint.example asks you to log in to read from it. Logging in tells it who you are.');
    act(() => screen.getByRole('button', { name: 'Not now' }).click());
    expect(await reading).toBe(false);

    const second = await screen.findByRole('dialog', { name: 'Log in to outbox.example:4443?' });
    expect(second.textContent).toContain('outbox.example:4443 asks you to log in to publish to it.');
    act(() => screen.getByRole('button', { name: 'Allow' }).click());
    expect(await publishing).toBe(true);
    unmount();
    // Without the prompt on the page, nobody can be asked: no login.
    expect(await relayAuth.permit('wss://third.example', 'read')).toBe(false);
  });
});
