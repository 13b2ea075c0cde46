import { createContext } from 'react';

import type { Theme } from '@/config/constants';

import type { AppConfig } from './app-config';

export interface AppContextValue {
  config: AppConfig;
  setTheme: (theme: Theme) => void;
  setRelayUrl: (relayUrl: string) => void;
}

export const AppContext = createContext<AppContextValue | undefined>(undefined);
