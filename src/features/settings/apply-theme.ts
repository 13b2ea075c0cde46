import type { Theme } from '@/config/constants';

/** The OS setting a `system` theme follows. */
export const PREFERS_DARK = '(prefers-color-scheme: dark)';

/**
 * Puts `dark` on <html> for the chosen theme (`system`: when the OS prefers dark) and names the theme in
 * `data-theme`. The boot script does it before the page paints, the app whenever the choice or the OS changes.
 */
export function applyTheme(root: HTMLElement, theme: Theme, prefersDark: boolean): void {
  root.classList.toggle('dark', theme === 'dark' || (theme === 'system' && prefersDark));
  root.dataset.theme = theme;
}

/** Whether the OS prefers a dark theme (false where the browser cannot tell). */
export function osPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK).matches;
}
