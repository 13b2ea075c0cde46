import type { NLoginStorage } from '@nostrify/react/login';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The validated login storage (stored-logins.ts), with its validator (zod) loaded only when there is
 * something stored to validate. A visitor with no saved login downloads nothing for it;
 * LoginsProvider accepts an asynchronous `getItem`, so a returning user waits for the check; a visitor's app
 * renders at once.
 */
export function createDeferredLoginStorage(storage: StorageLike | undefined): NLoginStorage {
  let validated: Promise<NLoginStorage> | undefined;
  const load = () => {
    validated ??= import('./stored-logins').then(({ createValidatedLoginStorage }) => createValidatedLoginStorage(storage));
    return validated;
  };
  return {
    getItem(key) {
      let raw: string | null = null;
      try {
        raw = storage?.getItem(key) ?? null;
      } catch {
        // The validated storage reports the failure when it tries again.
      }
      // Nothing stored, or the empty list LoginsProvider writes back on every visit: nothing to check.
      if ((raw === null || raw.trim() === '[]') && validated === undefined) return '[]';
      return load().then((inner) => inner.getItem(key));
    },
    setItem(key, value) {
      if (validated) return validated.then((inner) => inner.setItem(key, value));
      try {
        storage?.setItem(key, value);
      } catch (error) {
        console.warn('[accounts] Could not save logins.', error);
      }
      return undefined;
    },
  };
}
