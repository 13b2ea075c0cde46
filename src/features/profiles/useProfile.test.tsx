import { waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';

import { newKeys, publishEvents, signProfile } from '@testing/test-relay';
import { renderAppHook } from '@/test/render-screen';

import { useProfile } from './useProfile';

const relayUrl = inject('relayUrl');


describe('useProfile against the relay', () => {
  it('reads the newest kind-0 of the author and drops invalid fields', async () => {
    const keys = newKeys();
    const now = Math.floor(Date.now() / 1000);
    await publishEvents(relayUrl, [
      signProfile(keys, { name: 'Old name' }, now - 100),
      signProfile(keys, { name: 'Ava', picture: 'javascript:alert(1)', website: 'https://ava.example/', nip05: 'not an address', bot: 'yes' }, now),
    ]);
    const { result } = renderAppHook(() => useProfile(keys.pubkey));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.metadata).toEqual({ name: 'Ava', website: 'https://ava.example/' });
    expect(result.current.data?.pubkey).toBe(keys.pubkey);
  });

  it("fails with 'No event found' at once when the author has no profile", async () => {
    const { pubkey } = newKeys();
    const { result } = renderAppHook(() => useProfile(pubkey));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('No event found');
    expect(result.current.failureCount).toBe(1);
  });
});
