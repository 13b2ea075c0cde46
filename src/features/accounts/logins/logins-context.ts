import type { NLoginType } from '@nostrify/react/login';
import { createContext, useContext } from 'react';

export interface Logins {
  /** The saved logins, the active one first. */
  logins: readonly NLoginType[];
  /** Saves a login (replacing one with the same id); `makeCurrent` signs in as it. */
  addLogin: (login: NLoginType, makeCurrent?: boolean) => void;
  /** Signs in as a saved login. */
  setLogin: (id: string) => void;
  removeLogin: (id: string) => void;
}

export const LoginsContext = createContext<Logins | undefined>(undefined);

export function useLogins(): Logins {
  const logins = useContext(LoginsContext);
  if (logins === undefined) throw new Error('useLogins must be used inside LoginsProvider.');
  return logins;
}
