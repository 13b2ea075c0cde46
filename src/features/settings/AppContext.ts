import { createContext } from 'react';

import type { Theme } from '@/config/constants';
import type { MileageUnit } from '@/nostr/mileage';

import type { AppConfig } from './app-config';

export interface AppContextValue {
  config: AppConfig;
  setTheme: (theme: Theme) => void;
  setRelayUrl: (relayUrl: string) => void;
  setDistanceUnit: (unit: MileageUnit) => void;
}

export const AppContext = createContext<AppContextValue | undefined>(undefined);
