import { screen } from '@testing-library/react';
import { generateSecretKey, getPublicKey, nip19 } from 'nostr-tools';
import { afterEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/constants';
import { useCurrentUser } from '@/features/session/public';
import { renderScreen } from '@/test/render-screen';

function Who() {
  const { user } = useCurrentUser();
  return <p data-testid="who">{user?.pubkey ?? 'signed out'}</p>;
}

afterEach(() => localStorage.removeItem(STORAGE_KEYS.logins));

describe('a saved login', () => {
  it("is signed in in the app's first commit: a signed-in page renders at once, not after a download", () => {
    const secretKey = generateSecretKey();
    const pubkey = getPublicKey(secretKey);
    const login = { id: `nsec:${pubkey}`, type: 'nsec', pubkey, createdAt: new Date().toISOString(), data: { nsec: nip19.nsecEncode(secretKey) } };
    localStorage.setItem(STORAGE_KEYS.logins, JSON.stringify([login]));
    renderScreen(<Who />);
    // Read right after the first render, without waiting for anything.
    expect(screen.getByTestId('who').textContent).toBe(pubkey);
  });
});
