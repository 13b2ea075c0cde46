import { createContext } from 'react';

export interface AccountDialogs {
  openLogin: () => void;
  openSignup: () => void;
}

export const AccountDialogsContext = createContext<AccountDialogs | undefined>(undefined);
