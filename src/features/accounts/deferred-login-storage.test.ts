import { describe, expect, it, vi } from 'vitest';

import { createDeferredLoginStorage } from './deferred-login-storage';

function memoryStorage(initial: string | null) {
  let value = initial;
  return {
    getItem: vi.fn(() => value),
    setItem: vi.fn((_key: string, next: string) => {
      value = next;
    }),
  };
}

describe('createDeferredLoginStorage', () => {
  it('answers an empty list at once when nothing (or an empty list) is stored', () => {
    expect(createDeferredLoginStorage(memoryStorage(null)).getItem('logins')).toBe('[]');
    expect(createDeferredLoginStorage(memoryStorage(' [] ')).getItem('logins')).toBe('[]');
    expect(createDeferredLoginStorage(undefined).getItem('logins')).toBe('[]');
  });

  it('validates stored logins with the full validator, dropping invalid entries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage(JSON.stringify([{ id: 'nsec:x', type: 'nsec', pubkey: 'x', createdAt: 'now', data: {} }]));
    expect(await createDeferredLoginStorage(storage).getItem('logins')).toBe('[]');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('writes through, and keeps working when storage refuses', async () => {
    const storage = memoryStorage(null);
    const deferred = createDeferredLoginStorage(storage);
    await deferred.setItem('logins', '[1]');
    expect(storage.setItem).toHaveBeenCalledWith('logins', '[1]');
    const refusing = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => createDeferredLoginStorage(refusing).setItem('logins', '[]')).not.toThrow();
    warn.mockRestore();
  });
});
