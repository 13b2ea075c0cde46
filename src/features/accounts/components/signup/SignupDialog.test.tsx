import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderScreen } from '@/test/render-screen';
import { STORAGE_KEYS } from '@/config/constants';

import { heldPauses } from '../../test-support/held-pauses';
import { SignupDialog } from './SignupDialog';

vi.mock('../../delay', async () => (await import('../../test-support/held-pauses')).heldDelayModule);

afterEach(() => vi.restoreAllMocks());

describe('SignupDialog', () => {
  it('calls the completion callback 600 ms after the profile step instead of showing the done step', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onComplete = vi.fn();
    const onOpenChange = vi.fn();
    renderScreen(<SignupDialog open onOpenChange={onOpenChange} onComplete={onComplete} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    // Key generation's 2 s pause lasts until the busy state has been seen.
    heldPauses.hold();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Generate My Secret Key' }));
      await waitFor(() => expect(heldPauses.waiting()).toBe(1));
      expect(screen.getByRole('button', { name: 'Generating your key...' })).toBeDisabled();
    } finally {
      heldPauses.release();
    }
    const copy = await screen.findByRole('button', { name: 'Copy' }, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Please secure your key first' })).toBeDisabled();
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^nsec1[a-z0-9]{58}$/));
    await userEvent.click(screen.getByRole('button', { name: 'My Key is Safe - Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));

    const skippedAt = Date.now();
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    expect(Date.now() - skippedAt).toBeGreaterThanOrEqual(550);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(Number(localStorage.getItem(STORAGE_KEYS.signupCompleted))).toBeGreaterThan(skippedAt - 5_000);
  });
});
