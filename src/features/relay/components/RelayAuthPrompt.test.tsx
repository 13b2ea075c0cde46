import { NSecSigner } from '@nostrify/nostrify';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { generateSecretKey } from 'nostr-tools';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { relayAuth } from '../relay-auth';
import { RelayAuthPrompt } from './RelayAuthPrompt';

afterEach(() => relayAuth.setSigner(undefined));

describe('RelayAuthPrompt (docs/product.md §4)', () => {
  it("asks about one relay at a time, in the product's words, and answers with the button pressed", async () => {
    relayAuth.setSigner(new NSecSigner(generateSecretKey()));
    // A screen's read: 'Not now' leaves it alone, 'Allow' reads again (the refused read may have timed out meanwhile).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let reads = 0;
    const observer = new QueryObserver(queryClient, { queryKey: ['screen'], queryFn: () => ++reads });
    const stopObserving = observer.subscribe(() => {});
    await vi.waitFor(() => expect(reads).toBe(1));
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <RelayAuthPrompt />
      </QueryClientProvider>,
    );
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
    expect(reads).toBe(1);

    const second = await screen.findByRole('dialog', { name: 'Log in to outbox.example:4443?' });
    expect(second.textContent).toContain('outbox.example:4443 asks you to log in to publish to it.');
    act(() => screen.getByRole('button', { name: 'Allow' }).click());
    expect(await publishing).toBe(true);
    await vi.waitFor(() => expect(reads).toBe(2));
    stopObserving();
    unmount();
    // Without the prompt on the page, nobody can be asked: no login.
    expect(await relayAuth.permit('wss://third.example', 'read')).toBe(false);
  });
});
