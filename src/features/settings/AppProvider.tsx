import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import type { Theme } from '@/config/constants';
import { browserStorage } from '@/lib/browser-storage';
import type { MileageUnit } from '@/nostr/mileage';

import { AppContext } from './AppContext';
import { loadAppConfig, saveAppConfig, type AppConfig } from './app-config';
import { useApplyTheme } from './useApplyTheme';

/** Holds the stored app config (theme, relay) and persists every change under its own storage key. */
export function AppProvider({ children, initialConfig }: { children: ReactNode; initialConfig?: AppConfig }) {
  const [config, setConfig] = useState<AppConfig>(() => initialConfig ?? loadAppConfig(browserStorage()));

  useEffect(() => saveAppConfig(browserStorage(), config), [config]);
  useApplyTheme(config.theme);

  const setTheme = useCallback((theme: Theme) => setConfig((current) => ({ ...current, theme })), []);
  const setRelayUrl = useCallback((relayUrl: string) => setConfig((current) => ({ ...current, relayUrl })), []);

  const setDistanceUnit = useCallback((distanceUnit: MileageUnit) => setConfig((current) => ({ ...current, distanceUnit })), []);

  const value = useMemo(() => ({ config, setTheme, setRelayUrl, setDistanceUnit }), [config, setTheme, setRelayUrl, setDistanceUnit]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
