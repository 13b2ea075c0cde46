import { useEffect } from 'react';

import type { Theme } from '@/config/constants';

/** Puts `dark` on <html> for the chosen theme; with `system` it follows the OS setting live. */
export function useApplyTheme(theme: Theme): void {
  useEffect(() => {
    const root = document.documentElement;
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && query?.matches === true);
      root.classList.toggle('dark', dark);
      root.dataset.theme = theme;
    };
    apply();
    if (theme !== 'system' || !query) return;
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme]);
}
