import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, inject, it } from 'vitest';

import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { publishToRelay } from '@/features/listings/test-support/publish';
import { signedProfile, testKeys } from '@/features/listings/test-support/listing-fixtures';

import { useProfile } from './useProfile';

const relayUrl = inject('relayUrl');

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Providers queryClient={createQueryClient()} initialConfig={{ theme: 'light', relayUrl }}>
      {children}
    </Providers>
  );
}

describe('useProfile against the relay', () => {
  it('reads the newest kind-0 of the author and drops invalid fields', async () => {
    const keys = testKeys();
    const now = Math.floor(Date.now() / 1000);
    await publishToRelay(relayUrl, [
      signedProfile(keys, { name: 'Old name' }, now - 100),
      signedProfile(keys, { name: 'Ava', picture: 'javascript:alert(1)', website: 'https://ava.example/', nip05: 'not an address', bot: 'yes' }, now),
    ]);
    const { result } = renderHook(() => useProfile(keys.pubkey), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.metadata).toEqual({ name: 'Ava', website: 'https://ava.example/' });
    expect(result.current.data?.pubkey).toBe(keys.pubkey);
  });

  it("fails with 'No event found' at once when the author has no profile", async () => {
    const { pubkey } = testKeys();
    const { result } = renderHook(() => useProfile(pubkey), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('No event found');
    expect(result.current.failureCount).toBe(1);
  });
});
