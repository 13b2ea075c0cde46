import type { NLoginType } from '@nostrify/react/login';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useLogins } from './logins-context';
import { LoginsProvider } from './LoginsProvider';

const createdAt = '2026-01-01T00:00:00.000Z';
const extension = (pubkey: string): NLoginType => ({ id: `extension:${pubkey}`, type: 'extension', pubkey, createdAt, data: null });
const [A, B] = ['a'.repeat(64), 'b'.repeat(64)];

function renderLogins(saved: readonly NLoginType[]) {
  const stored = new Map([['logins', JSON.stringify(saved)]]);
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
  const forgetAccount = vi.fn<(pubkey: string) => void>();
  const { result } = renderHook(useLogins, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LoginsProvider storage={storage} storageKey="logins" forgetAccount={forgetAccount}>
        {children}
      </LoginsProvider>
    ),
  });
  return { result, forgetAccount, stored };
}

describe('LoginsProvider, logging out', () => {
  it('forgets an account once its last login is gone, after the list without it is stored', () => {
    const byKey: NLoginType = { id: `nsec:${A}`, type: 'nsec', pubkey: A, createdAt, data: { nsec: 'nsec1' } };
    const { result, forgetAccount, stored } = renderLogins([extension(A), byKey, extension(B)]);
    expect(forgetAccount).not.toHaveBeenCalled();

    act(() => result.current.removeLogin(`extension:${A}`));
    // Still saved by its key: nothing of it is removed.
    expect(forgetAccount).not.toHaveBeenCalled();

    forgetAccount.mockImplementation(() => {
      expect(JSON.parse(stored.get('logins') ?? '[]')).toEqual([extension(B)]);
    });
    act(() => result.current.removeLogin(byKey.id));
    expect(forgetAccount.mock.calls).toEqual([[A]]);
  });

  it('forgets nobody on switching accounts or adding one', () => {
    const { result, forgetAccount } = renderLogins([extension(A)]);
    act(() => result.current.addLogin(extension(B), true));
    act(() => result.current.setLogin(`extension:${A}`));
    expect(result.current.logins.map((login) => login.pubkey)).toEqual([A, B]);
    expect(forgetAccount).not.toHaveBeenCalled();
  });
});
