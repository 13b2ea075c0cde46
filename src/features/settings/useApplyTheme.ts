import { useEffect } from 'react';

import type { Theme } from '@/config/constants';

import { applyTheme, osPrefersDark, PREFERS_DARK } from './apply-theme';

/** Keeps <html> on the chosen theme; with `system` it follows the OS setting live. */
export function useApplyTheme(theme: Theme): void {
  useEffect(() => {
    const apply = () => applyTheme(document.documentElement, theme, osPrefersDark());
    apply();
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PREFERS_DARK);
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme]);
}
